import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitRule } from '../config.js';
import {
  MemoryRateLimitStore,
  once,
  refused,
  type RateLimitStore,
  type Reservation,
} from './rate-limiter.js';

// One script, so that Redis runs the check and the counting of every key with nothing between
// them, whichever instance asks. Returns -1 when counted, else the milliseconds to wait.
const RESERVE = `
local max = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local wait = -1
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') >= max then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl < 0 then ttl = window end
    if ttl > wait then wait = ttl end
  end
end
if wait >= 0 then return wait end
for i = 1, #KEYS do
  redis.call('INCR', KEYS[i])
  if redis.call('PTTL', KEYS[i]) < 0 then redis.call('PEXPIRE', KEYS[i], window) end
end
return -1
`;

// Never below zero, and a key that reaches zero is gone (its window with it).
const RELEASE = `
for i = 1, #KEYS do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count > 1 then redis.call('DECR', KEYS[i]) elseif count == 1 then redis.call('DEL', KEYS[i]) end
end
return 0
`;

type Scripts = {
  hearthReserve(count: number, ...keysAndArgs: (string | number)[]): Promise<number>;
  hearthRelease(count: number, ...keys: string[]): Promise<number>;
};

/**
 * Counts shared by every instance. If Redis is unreachable the counts fall back to this process,
 * so sign-in keeps working (limited per instance) instead of failing for everyone.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis & Scripts;
  private readonly fallback = new MemoryRateLimitStore();

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.defineCommand('hearthReserve', { lua: RESERVE });
    redis.defineCommand('hearthRelease', { lua: RELEASE });
    redis.on('error', (error: Error) => this.log.warn({ err: error.message }, 'redis unavailable'));
    this.redis = redis as Redis & Scripts;
  }

  async reserve(keys: string[], rule: RateLimitRule): Promise<Reservation> {
    const names = keys.map((key) => `hearth:rl:${key}`);
    let wait: number;
    try {
      wait = await this.redis.hearthReserve(names.length, ...names, rule.max, rule.windowMs);
    } catch {
      return this.fallback.reserve(keys, rule);
    }
    if (wait >= 0) return refused(wait);
    const release = once(async () => {
      try {
        await this.redis.hearthRelease(names.length, ...names);
      } catch {
        // Redis went away: the attempt stays counted until its window ends, which only errs
        // on the safe side.
      }
    });
    return { granted: true, retryAfterMs: 0, release };
  }

  /**
   * Resolves once Redis answers, or after `timeoutMs`: until then every attempt is counted by
   * this instance alone, so an instance waits for it briefly before it serves, but starts anyway
   * while Redis is away.
   */
  connected(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close(): void {
    this.redis.disconnect();
  }
}
