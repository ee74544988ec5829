const KEY = 'hearth:reloaded-for-version';
/** A reload that did not help (the server still refuses) must not turn into a loop. */
const QUIET_MS = 5 * 60 * 1000;

/**
 * Reloads the page to fetch the app version the server speaks, unless this tab already did so
 * in the last few minutes; then it stays put (offline) rather than reloading forever. True when
 * a reload was started.
 */
export function reloadOnce(
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < QUIET_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
