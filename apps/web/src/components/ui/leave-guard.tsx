import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

interface LeaveGuardProps {
  /** While true, leaving the page (or going to another screen of the app) asks first. */
  when: boolean;
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * Asks before something unsaved is lost: inside the app with a dialog, and on closing or
 * reloading the tab with the browser's own question (it shows no text of ours).
 */
export function LeaveGuard({ when, title, message, confirmLabel }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
