import { ChevronLeft, ChevronRight } from 'lucide-react';
import { EasyLabel } from '@/components/ui/easy-label';

const turnButton =
  'inline-flex min-h-20 min-w-20 items-center justify-center gap-2 rounded-full bg-primary text-white shadow-lg disabled:opacity-30 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ink easy:px-5 easy:text-xl easy:font-semibold';

interface StoryTurnButtonProps {
  direction: 'previous' | 'next';
  /** "Previous page", "Next page": read aloud always, shown in easy mode. */
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** A big arrow of the book; in easy mode it says which way it turns, in words. */
export function StoryTurnButton({ direction, label, disabled, onClick }: StoryTurnButtonProps) {
  const Arrow = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      className={turnButton}
      disabled={disabled}
      onClick={onClick}
    >
      {direction === 'next' ? <EasyLabel>{label}</EasyLabel> : null}
      <Arrow aria-hidden="true" className="size-12 rtl:-scale-x-100" />
      {direction === 'previous' ? <EasyLabel>{label}</EasyLabel> : null}
    </button>
  );
}
