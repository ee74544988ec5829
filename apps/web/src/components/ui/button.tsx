import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from './app-link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'on-primary';
/** md for forms and pages; compact for tight rows (a phone's header, beside a field). */
export type ButtonSize = 'md' | 'compact';

const base =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-card py-2 text-center font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';

// Sizes are separate classes rather than overrides: with utility CSS the later class in the
// stylesheet wins, not the later one in the attribute.
const sizes: Record<ButtonSize, string> = {
  md: 'px-5 text-base',
  // 16 px at the browser's usual text size, in rem so that a larger setting grows it too.
  compact: 'px-3 text-[0.89rem] leading-tight',
};

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-pressed active:bg-primary-pressed',
  secondary: 'border-2 border-primary bg-surface text-primary hover:bg-cream active:bg-cream',
  ghost: 'bg-transparent text-ink hover:bg-bubble active:bg-bubble',
  danger: 'bg-danger text-white hover:opacity-90',
  'on-primary': 'border-2 border-white bg-transparent text-white hover:bg-primary-pressed',
};

export function buttonClass(
  variant: ButtonVariant = 'primary',
  extra = '',
  size: ButtonSize = 'md',
): string {
  return `${base} ${sizes[size]} ${variants[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

export function Button(props: ButtonProps) {
  const { variant = 'primary', size = 'md', className = '', type, ...rest } = props;
  return (
    <button type={type ?? 'button'} className={buttonClass(variant, className, size)} {...rest} />
  );
}

interface LinkButtonProps extends AppLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button, for actions that are really navigation. */
export function LinkButton(props: LinkButtonProps) {
  const { variant = 'primary', size = 'md', className = '', ...rest } = props;
  return <AppLink className={buttonClass(variant, className, size)} {...rest} />;
}
