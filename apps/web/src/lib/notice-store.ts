/**
 * Where the after-session notice is kept (sessionStorage) and who hears it change. Apart from
 * `notice.ts`, which translates it, so that signing in can clear it without the landing page's
 * first script carrying the translation.
 */
const KEY = 'hearth_notice';
const listeners = new Set<() => void>();

export function writeNotice(raw: string | null): void {
  try {
    if (raw === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, raw);
  } catch {
    // Without storage the login page simply says nothing.
  }
  for (const listener of listeners) listener();
}

/** Signing in again closes the chapter the notice was about. */
export function clearNotice(): void {
  writeNotice(null);
}

export function peekNotice(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function subscribeNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
