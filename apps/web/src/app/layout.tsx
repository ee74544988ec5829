import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BadgeCelebration } from '@/components/ui/badge-celebration';
import { SupervisedSign } from '@/features/kids/components/supervised-sign';
import { useEasyModeRoot } from '@/features/settings/hooks/use-easy-mode-root';
import { useKidMode } from '@/lib/kid-mode';
import { isAuthenticated, useSession } from '@/lib/session';
import { ConnectionStatus } from './connection-status';
import { SiteShell } from './site-shell';

const ProfileMenu = lazy(() => import('./profile-menu'));
const PwaNotices = lazy(() => import('./pwa-notices'));
const CallOverlay = lazy(() => import('@/features/calls/components/call-overlay'));

export function Layout() {
  const signedIn = isAuthenticated(useSession());
  const kidMode = useKidMode();
  useEasyModeRoot();
  return signedIn ? (
    <SiteShell
      account={
        <div className="flex min-w-0 items-center gap-2">
          {kidMode ? <SupervisedSign supervisor={kidMode.supervisor} /> : null}
          <Suspense fallback={null}>
            <ProfileMenu />
          </Suspense>
        </div>
      }
      status={<ConnectionStatus />}
    >
      <Suspense fallback={null}>
        <PwaNotices />
      </Suspense>
      <Outlet />
      <BadgeCelebration />
      <Suspense fallback={null}>
        <CallOverlay />
      </Suspense>
    </SiteShell>
  ) : (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
