import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BadgeCelebration } from '@/components/ui/badge-celebration';
import { isAuthenticated, useSession } from '@/lib/session';
import { ConnectionStatus } from './connection-status';
import { SiteShell } from './site-shell';

const ProfileMenu = lazy(() => import('./profile-menu'));
const PwaNotices = lazy(() => import('./pwa-notices'));

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
      <Suspense fallback={null}>
        <PwaNotices />
      </Suspense>
      <Outlet />
      <BadgeCelebration />
    </SiteShell>
  ) : (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
