/** Refreshed this long before the first link runs out, so that no photo ever fails to load. */
export const REFRESH_MARGIN_MS = 30 * 60_000;
/** Asked again at least this often anyway, and never more often than the floor. */
const LONGEST_MS = 6 * 3_600_000;
const SHORTEST_MS = 60_000;

/** When a signed media link (`...?holder=&exp=<seconds>&sig=`) stops working, in ms; or null. */
export function linkExpiry(url: string): number | null {
  const exp = /[?&]exp=(\d{1,12})(?:&|$)/.exec(url)?.[1];
  return exp ? Number(exp) * 1000 : null;
}

/** How long until the photos' links must be fetched afresh: before the first of them expires. */
export function refreshDelay(urls: readonly string[], now: number): number {
  let first = Infinity;
  for (const url of urls) first = Math.min(first, linkExpiry(url) ?? Infinity);
  const delay = first - REFRESH_MARGIN_MS - now;
  return Math.min(LONGEST_MS, Math.max(SHORTEST_MS, delay));
}
