import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { LinkButton } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { isAuthenticated, useSession } from '@/lib/session';
import { ConnectionStatus } from './connection-status';

const ProfileMenu = lazy(() => import('./profile-menu'));

export function Layout() {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 h-18 border-b border-bubble bg-cream/95">
        <div className="mx-auto flex h-full max-w-5xl items-center justify-between gap-1 px-2 sm:gap-2 sm:px-4">
          <Link to="/" aria-label="Hearth home" className="shrink-0 rounded-card">
            <Logo compact />
          </Link>
          {signedIn ? (
            <Suspense fallback={null}>
              <ProfileMenu />
            </Suspense>
          ) : (
            <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
              <LinkButton to="/login" variant="ghost" size="compact">
                Login
              </LinkButton>
              <LinkButton to="/register" size="compact">
                Early Access
              </LinkButton>
            </nav>
          )}
        </div>
      </header>
      {signedIn ? <ConnectionStatus /> : null}
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {signedIn ? null : (
        <footer className="border-t border-bubble bg-surface">
          <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-6 text-muted sm:flex-row sm:justify-between">
            <p>© {new Date().getFullYear()} Hearth. Made for families.</p>
            <p>Free to join · No ads · Safe for children</p>
          </div>
        </footer>
      )}
    </div>
  );
}
