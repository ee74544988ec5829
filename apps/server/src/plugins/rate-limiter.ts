import type { RateLimitRule } from '../config.js';

export interface Reservation {
  granted: boolean;
  /** When refused: milliseconds until the fullest key's window ends. */
  retryAfterMs: number;
  /** Gives the attempt back on every key (it turned out not to count); at most once. */
  release(): Promise<void>;
}

/**
 * Counts attempts per key in fixed windows; the Redis store shares counts across instances.
 * An attempt is counted when it starts, not when it fails: otherwise every attempt in flight
 * passed the check before any of them was counted.
 */
export interface RateLimitStore {
  /**
   * Counts one attempt on every key, atomically, unless a key already holds `rule.max`
   * attempts: then nothing is counted and the reservation is refused.
   */
  reserve(keys: string[], rule: RateLimitRule): Promise<Reservation>;
}

const nothingToRelease = () => Promise.resolve();

export function refused(retryAfterMs: number): Reservation {
  return { granted: false, retryAfterMs, release: nothingToRelease };
}

/** A release that runs once, whoever calls it how often. */
export function once(release: () => Promise<void>): () => Promise<void> {
  let done = false;
  return () => {
    if (done) return Promise.resolve();
    done = true;
    return release();
  };
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  // Synchronous from check to count, so no other attempt can come between them.
  reserve(keys: string[], rule: RateLimitRule): Promise<Reservation> {
    const now = Date.now();
    let wait = -1;
    for (const key of keys) {
      const entry = this.live(key, now);
      if (entry && entry.count >= rule.max) wait = Math.max(wait, entry.endsAt - now);
    }
    if (wait >= 0) return Promise.resolve(refused(wait));
    const counted = keys.map((key) => {
      let entry = this.live(key, now);
      if (!entry) {
        entry = { count: 0, endsAt: now + rule.windowMs };
        this.windows.set(key, entry);
      }
      entry.count += 1;
      return entry;
    });
    this.sweep(now);
    const release = once(() => {
      // Only within the window it was counted in: a new window owes nothing to an old one.
      for (const entry of counted) if (entry.count > 0) entry.count -= 1;
      return Promise.resolve();
    });
    return Promise.resolve({ granted: true, retryAfterMs: 0, release });
  }

  private live(key: string, now: number) {
    const entry = this.windows.get(key);
    return entry && entry.endsAt > now ? entry : undefined;
  }

  // Bounded memory: expired windows are dropped whenever the map grows.
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, entry] of this.windows) if (entry.endsAt <= now) this.windows.delete(key);
  }
}
