import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BadgeCelebration } from '@/components/ui/badge-celebration';
import { isAuthenticated, useSession } from '@/lib/session';
import { ConnectionStatus } from './connection-status';
import { SiteShell } from './site-shell';

const ProfileMenu = lazy(() => import('./profile-menu'));

export function Layout() {
  const signedIn = isAuthenticated(useSession());
  return signedIn ? (
    <SiteShell
      account={
        <Suspense fallback={null}>
          <ProfileMenu />
        </Suspense>
      }
      status={<ConnectionStatus />}
    >
      <Outlet />
      <BadgeCelebration />
    </SiteShell>
  ) : (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
