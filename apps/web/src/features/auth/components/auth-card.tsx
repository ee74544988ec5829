import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';

/** The frame shared by login and sign-up, carrying the greeting of section 1. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <div className="flex flex-col items-center gap-2 text-center">
        <Logo />
        <p className="text-lg text-muted">
          <Trans>Connect with your loved ones.</Trans>
        </p>
      </div>
      <section className="flex flex-col gap-5 rounded-card bg-surface p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </section>
    </div>
  );
}
