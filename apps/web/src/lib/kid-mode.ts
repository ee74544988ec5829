import { useSyncExternalStore } from 'react';
import type { AuthResponse, Profile, User } from '@hearth/shared';
import { api } from './api-client';
import { clearOfflineData } from './pwa/offline-data';
import { rememberLinkedTablet } from './linked-tablet';
import { signIn, subscribe } from './session';

/**
 * Kid mode: the device holds a child session (a token that acts as one child profile) and
 * nothing else; the grown-up's token is gone until the family PIN brings one back. The marker
 * names who supervises, for the sign the child always sees.
 */
const KEY = 'kid_mode';

export interface KidMode {
  supervisor: string;
}

function read(): KidMode | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as KidMode) : null;
  } catch {
    return null;
  }
}

let cached = read();
const snapshot = () => cached;

function mark(mode: KidMode): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(mode));
  } catch {
    // Without storage the marker lives as long as the page does.
  }
  cached = mode;
}

/**
 * Keeps the child session alone: the account's token is replaced, not kept aside. Then asks,
 * as the child, who supervises it.
 */
export async function enterKidMode(token: string, profile: Profile): Promise<void> {
  // The grown-up's answers kept for offline use must not be there for the child to find.
  await clearOfflineData();
  mark({ supervisor: '' });
  signIn(token, { id: '', email_address: '', profile });
  const { user } = await api.get<{ user: User }>('/api/v1/auth/me');
  mark({ supervisor: user.supervised_by ?? '' });
  signIn(token, { ...user, profile });
}

/**
 * The PIN was right: the account session the server gave back replaces the child's, and the
 * child's offline answers go with it.
 */
export async function leaveKidMode(response: AuthResponse): Promise<void> {
  await clearOfflineData();
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
  cached = null;
  // The family took the tablet back with the PIN: it is an account's device again.
  rememberLinkedTablet(false);
  signIn(response.access_token, response.user);
}

export function useKidMode(): KidMode | null {
  return useSyncExternalStore(
    (listener) =>
      subscribe(() => {
        cached = read();
        listener();
      }),
    snapshot,
    snapshot,
  );
}
