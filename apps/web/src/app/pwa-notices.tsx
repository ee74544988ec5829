import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotificationsPanel } from '@/features/notifications/components/notifications-panel';
import { useServiceWorkerUpdate } from '@/lib/pwa/service-worker-update';
import { useKidMode } from '@/lib/kid-mode';
import { useSession } from '@/lib/session';

type BadgeNavigator = Navigator & { clearAppBadge?: () => Promise<void> };

/** The installed app's notices: a waiting update, and on the list, install and notifications. */
export default function PwaNotices() {
  const update = useServiceWorkerUpdate();
  const { profile } = useSession();
  const onList = useLocation().pathname === '/conversations';
  // Notification settings and their warnings are the grown-up's: kid mode shows none.
  const kid = useKidMode() !== null;

  // Someone looking at Hearth has seen what the icon's count announced.
  useEffect(() => {
    const clear = () => {
      if (!document.hidden)
        void (navigator as BadgeNavigator).clearAppBadge?.().catch(() => undefined);
    };
    clear();
    document.addEventListener('visibilitychange', clear);
    return () => document.removeEventListener('visibilitychange', clear);
  }, []);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 pt-4 empty:hidden">
      {update.available ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-card bg-surface p-4"
        >
          <p className="grow text-base">
            <Trans>Update available</Trans>
          </p>
          <Button onClick={update.apply}>
            <Trans comment="a button that installs the new version of the app">Update</Trans>
          </Button>
        </div>
      ) : null}
      {onList && profile && !kid ? <NotificationsPanel profileId={profile.id} /> : null}
    </div>
  );
}
