export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Multiplies the delay while the tab is hidden: nobody is watching, so reconnect gently. */
  hiddenFactor: number;
}

export const RECONNECT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000, hiddenFactor: 4 };

/**
 * Exponential backoff with full jitter: a server restart does not bring every family's tab back
 * in the same millisecond.
 */
export function reconnectDelay(
  attempt: number,
  hidden: boolean,
  random: () => number = Math.random,
  options: BackoffOptions = RECONNECT_BACKOFF,
): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt));
  const delay = ceiling / 2 + random() * (ceiling / 2);
  return Math.round(hidden ? delay * options.hiddenFactor : delay);
}
