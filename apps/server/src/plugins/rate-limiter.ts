import type { RateLimitRule } from '../config.js';

export interface LimitState {
  count: number;
  /** Milliseconds until the window of this key ends. */
  resetInMs: number;
}

/** Counts events per key in fixed windows; the Redis store shares counts across instances. */
export interface RateLimitStore {
  peek(key: string): Promise<LimitState>;
  hit(key: string, windowMs: number): Promise<LimitState>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  peek(key: string): Promise<LimitState> {
    const now = Date.now();
    const entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) return Promise.resolve({ count: 0, resetInMs: 0 });
    return Promise.resolve({ count: entry.count, resetInMs: entry.endsAt - now });
  }

  hit(key: string, windowMs: number): Promise<LimitState> {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, entry);
      this.sweep(now);
    }
    entry.count += 1;
    return Promise.resolve({ count: entry.count, resetInMs: entry.endsAt - now });
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  // Bounded memory: expired windows are dropped whenever the map grows.
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, entry] of this.windows) if (entry.endsAt <= now) this.windows.delete(key);
  }
}

/** True when any key is already at its limit; returns the longest wait in seconds. */
export async function blockedFor(
  store: RateLimitStore,
  keys: string[],
  rule: RateLimitRule,
): Promise<number> {
  let wait = 0;
  for (const key of keys) {
    const state = await store.peek(key);
    if (state.count >= rule.max) wait = Math.max(wait, Math.ceil(state.resetInMs / 1000));
  }
  return wait;
}
