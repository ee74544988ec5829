import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { pendingMigrations } from '../../db/migrate.js';

/** A probe answers within this, or counts as failed: a load balancer must not hang on us. */
const PROBE_TIMEOUT_MS = 2000;

export type CheckResult = 'ok' | 'failed' | 'not configured';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; redis: CheckResult };
  /** One sentence per failed check, for the operator reading the answer. */
  problems: string[];
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What /ready checks. Redis is probed on a connection of its own, so the answer says whether
 * Redis is reachable from this instance, whatever state the event bus's connections are in.
 */
export function readinessProbe(ctx: AppContext) {
  const redis = ctx.config.redisUrl
    ? new Redis(ctx.config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;
  // Outages are logged by the event bus; this probe only reports them when asked.
  redis?.on('error', () => undefined);

  async function check(): Promise<Readiness> {
    const problems: string[] = [];
    const checks: Readiness['checks'] = {
      database: 'ok',
      migrations: 'ok',
      redis: redis ? 'ok' : 'not configured',
    };
    try {
      await withTimeout(sql`select 1`.execute(ctx.db), 'database');
      const pending = await withTimeout(pendingMigrations(ctx.db), 'migrations');
      if (pending.length > 0) {
        checks.migrations = 'failed';
        problems.push(`migrations not applied: ${pending.join(', ')}`);
      }
    } catch {
      checks.database = 'failed';
      checks.migrations = 'failed';
      problems.push('database unreachable');
    }
    if (redis) {
      try {
        await withTimeout(redis.ping(), 'redis');
      } catch {
        checks.redis = 'failed';
        problems.push('redis unreachable');
      }
    }
    return { ready: problems.length === 0, checks, problems };
  }

  return { check, close: () => redis?.disconnect() };
}
