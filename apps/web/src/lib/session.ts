import { useSyncExternalStore } from 'react';
import type { Profile, User } from '@hearth/shared';
import { clearNotice } from './notice-store';
import {
  readProfile,
  readToken,
  readUser,
  STORAGE_KEYS,
  writeProfile,
  writeToken,
  writeUser,
} from './session-storage';

export interface Session {
  token: string | null;
  user: User | null;
  profile: Profile | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: Session = { token: null, user: null, profile: null };

function load(): Session {
  return { token: readToken(), user: readUser(), profile: readProfile() };
}

function emit(): void {
  state = load();
  for (const listener of listeners) listener();
}

/**
 * Section 4: a stored user without a token cannot make any call, so it is forgotten at start
 * together with its profile.
 */
export function startSession(): Session {
  if (readUser() && !readToken()) {
    writeUser(null);
    writeProfile(null);
  }
  state = load();
  return state;
}

export function getSession(): Session {
  return state;
}

/** Authenticated means a user is stored (section 4). */
export function isAuthenticated(session: Session = state): boolean {
  return session.user !== null;
}

export function signIn(token: string, user: User): void {
  clearNotice();
  writeToken(token);
  writeUser(user);
  writeProfile(user.profile ?? null);
  emit();
}

export function signOut(): void {
  writeToken(null);
  writeUser(null);
  writeProfile(null);
  emit();
}

export function selectProfile(profile: Profile | null): void {
  writeProfile(profile);
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing out or switching profile should show here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
