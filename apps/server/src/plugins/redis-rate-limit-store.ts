import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { MemoryRateLimitStore, type LimitState, type RateLimitStore } from './rate-limiter.js';

/**
 * Counts shared by every instance. If Redis is unreachable the counts fall back to this process,
 * so sign-in keeps working (limited per instance) instead of failing for everyone.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly fallback = new MemoryRateLimitStore();

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.redis.on('error', (error: Error) =>
      this.log.warn({ err: error.message }, 'redis unavailable'),
    );
  }

  async peek(key: string): Promise<LimitState> {
    try {
      const [count, ttl] = await Promise.all([
        this.redis.get(this.key(key)),
        this.redis.pttl(this.key(key)),
      ]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    } catch {
      return this.fallback.peek(key);
    }
  }

  async hit(key: string, windowMs: number): Promise<LimitState> {
    try {
      const k = this.key(key);
      const result = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: Math.max(0, ttl) };
    } catch {
      return this.fallback.hit(key, windowMs);
    }
  }

  async reset(key: string): Promise<void> {
    try {
      await this.redis.del(this.key(key));
    } catch {
      await this.fallback.reset(key);
    }
  }

  close(): void {
    this.redis.disconnect();
  }

  private key(key: string): string {
    return `hearth:rl:${key}`;
  }
}
