import { useCallback, useSyncExternalStore } from 'react';
import type { CallSession } from './call-session';

/** Re-renders on every change of the call (a participant, a connection state, a mute). */
export function useCallVersion(session: CallSession): number {
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  return useSyncExternalStore(subscribe, () => session.version);
}
