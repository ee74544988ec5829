import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { LinkButton } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

interface SiteShellProps {
  /** The profile menu when someone is signed in; otherwise Login and Early Access show. */
  account?: ReactNode;
  /** Shown under the header while signed in (the connection state). */
  status?: ReactNode;
  children: ReactNode;
}

/**
 * Header, main area and footer of every screen. It needs no router, so that the landing page
 * can paint with it before the app's code has loaded.
 */
export function SiteShell({ account, status, children }: SiteShellProps) {
  const { t } = useLingui();
  const signedIn = account !== undefined;
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Opaque in easy mode: what scrolls under it must not show through big text (AAA contrast). */}
      <header className="sticky top-0 z-30 h-18 border-b border-bubble bg-cream/95 easy:h-auto easy:min-h-18 easy:border-ink/40 easy:bg-cream">
        <div className="mx-auto flex h-full max-w-5xl items-center justify-between gap-1 px-2 sm:gap-2 sm:px-4 easy:min-h-18 easy:py-1">
          <AppLink to="/" aria-label={t`Hearth home`} className="shrink-0 rounded-card">
            <Logo compact />
          </AppLink>
          {signedIn ? (
            account
          ) : (
            <nav
              aria-label={t({
                message: 'Account',
                comment: 'the signed-out header links: log in, sign up',
              })}
              className="flex min-w-0 items-center gap-1 sm:gap-2"
            >
              <LinkButton to="/login" variant="ghost" size="compact">
                <Trans>Login</Trans>
              </LinkButton>
              <LinkButton to="/register" size="compact">
                <Trans>Early Access</Trans>
              </LinkButton>
            </nav>
          )}
        </div>
      </header>
      {status}
      <main className="flex flex-1 flex-col">{children}</main>
      {signedIn ? null : (
        <footer className="border-t border-bubble bg-surface">
          <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-6 text-muted sm:flex-row sm:justify-between">
            <p>
              <Trans>© {year} Hearth. Made for families.</Trans>
            </p>
            <p>
              <Trans>
                Free to join · No ads · Safe for children ·{' '}
                <a href="/privacy" className="inline-flex min-h-11 min-w-11 items-center underline">
                  Privacy
                </a>
              </Trans>
            </p>
          </div>
        </footer>
      )}
    </div>
  );
}
