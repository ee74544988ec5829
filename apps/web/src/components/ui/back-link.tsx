import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';

/** A page's way back, above its heading: a 48 px tall link whose arrow turns for right-to-left. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink
      to={to}
      className="inline-flex min-h-12 items-center gap-2 self-start font-semibold text-primary"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {children}
    </AppLink>
  );
}
