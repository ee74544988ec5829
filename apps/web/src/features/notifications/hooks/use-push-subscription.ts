import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getPushKey } from '../api/get-push-key';
import { savePushSubscription } from '../api/save-push-subscription';

export type PushState =
  | 'unsupported'
  /** iPhone and iPad: push exists only for the app added to the Home Screen. */
  | 'needs-home-screen'
  | 'denied'
  | 'off'
  | 'on';

function isIos(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.maxTouchPoints > 1 && /Macintosh/.test(navigator.userAgent))
  );
}

export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function initialState(): PushState {
  const supported =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!supported) return isIos() && !isStandalone() ? 'needs-home-screen' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The server keeps this browser's address for another account (409 endpoint_taken). */
function endpointTaken(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return (error.body as { code?: unknown } | undefined)?.code === 'endpoint_taken';
}

async function subscribeHere(profileId: string): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const { public_key } = await getPushKey();
  const fresh = () =>
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(public_key),
    });
  try {
    await savePushSubscription(profileId, existing ?? (await fresh()));
  } catch (error) {
    // Another account signed in here before and its sign-out never reached the server: that
    // address stays its, and this account takes a new one.
    if (!existing || !endpointTaken(error)) throw error;
    await existing.unsubscribe();
    await savePushSubscription(profileId, await fresh());
  }
}

/**
 * Notifications for this device and profile. Permission is asked only from `enable`, which a
 * button calls; once granted, the subscription is handed to the server again for each session
 * and profile, without asking anything.
 */
export function usePushSubscription(profileId: string) {
  const { t } = useLingui();
  const [state, setState] = useState<PushState>(initialState);
  const [failed, setFailed] = useState(false);

  // Already allowed: handed over again quietly (offline, it is tried on the next visit).
  useEffect(() => {
    if (initialState() === 'on') subscribeHere(profileId).catch(() => undefined);
  }, [profileId]);

  const enable = useCallback(async () => {
    setFailed(false);
    const permission = await Notification.requestPermission();
    setState(permission === 'granted' ? 'on' : permission === 'denied' ? 'denied' : 'off');
    if (permission !== 'granted') return;
    await subscribeHere(profileId).catch(() => setFailed(true));
  }, [profileId]);

  // Said in the language shown now, even if it changed since.
  const error = failed ? t`Notifications could not be turned on.` : null;
  return { state, error, enable };
}
