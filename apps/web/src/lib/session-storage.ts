import type { Profile, User } from '@hearth/shared';

/** Browser storage keys of section 9. */
export const STORAGE_KEYS = {
  token: 'api_token',
  user: 'user',
  profile: 'current_profile',
} as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes and locked-down browsers may refuse storage; the app then forgets on reload.
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

export const readToken = (): string | null => storage()?.getItem(STORAGE_KEYS.token) ?? null;
export const readUser = (): User | null => readJson<User>(STORAGE_KEYS.user);
export const readProfile = (): Profile | null => readJson<Profile>(STORAGE_KEYS.profile);

export const writeToken = (token: string | null) => write(STORAGE_KEYS.token, token);
export const writeUser = (user: User | null) =>
  write(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
export const writeProfile = (profile: Profile | null) =>
  write(STORAGE_KEYS.profile, profile ? JSON.stringify(profile) : null);

/** The raw stored strings, for the debug screen. */
export function rawEntries(): Record<string, string | null> {
  const store = storage();
  return {
    [STORAGE_KEYS.token]: store?.getItem(STORAGE_KEYS.token) ?? null,
    [STORAGE_KEYS.user]: store?.getItem(STORAGE_KEYS.user) ?? null,
    [STORAGE_KEYS.profile]: store?.getItem(STORAGE_KEYS.profile) ?? null,
  };
}

export function clearAllStorage(): void {
  storage()?.clear();
  try {
    window.sessionStorage.clear();
  } catch {
    // nothing to clear
  }
}
