/**
 * An invite link opened before signing in, kept until it is used: every way to sign up, log in
 * or create a first profile comes back to it. One key in localStorage, so that it also survives a
 * new tab; forgotten after the join (or its final failure), and after a week at most.
 */
export const PENDING_INVITE_KEY = 'pending_invite';
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored {
  path: string;
  saved_at: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps the invite's own path (/join?token=...), nothing else. */
export function rememberInvite(path: string): void {
  if (!path.startsWith('/join')) return;
  const stored: Stored = { path, saved_at: Date.now() };
  storage()?.setItem(PENDING_INVITE_KEY, JSON.stringify(stored));
}

/** The path of the invite still waiting to be used, if any. */
export function pendingInvite(): string | null {
  const raw = storage()?.getItem(PENDING_INVITE_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.path !== 'string' || !stored.path.startsWith('/join')) return null;
    if (typeof stored.saved_at !== 'number' || Date.now() - stored.saved_at > KEEP_MS) {
      forgetInvite();
      return null;
    }
    return stored.path;
  } catch {
    return null;
  }
}

export function forgetInvite(): void {
  storage()?.removeItem(PENDING_INVITE_KEY);
}
