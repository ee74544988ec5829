import { useEffect } from 'react';

/**
 * Keeps the screen on while the frame shows. The browser lets go of the lock whenever the page
 * is hidden, so it is asked for again each time the page comes back.
 */
export function useWakeLock(active = true): void {
  useEffect(() => {
    const wakeLock = navigator.wakeLock as WakeLock | undefined;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.hidden || (sentinel && !sentinel.released)) return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        })
        // Refused (battery saver, no user gesture yet on some browsers): the next visit asks.
        .catch(() => undefined);
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
