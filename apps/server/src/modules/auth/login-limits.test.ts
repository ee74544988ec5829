import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import { DIALECTS, migratedDatabase, type FreshDatabase } from '../../test/databases.js';
import { Api, testConfig } from '../../test/helper.js';
import { TestRedis } from '../../test/redis.js';
import { useTestApp } from '../../test/use-test-app.js';

const LIMIT = 5;
const BURST = 50;
const PASSWORD = 'correct horse';

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
}

/**
 * Instances of the app on one fresh database: one keeps its counts in memory; two share theirs
 * through a real Redis, as two servers behind a load balancer do.
 */
function instances(dialect: (typeof DIALECTS)[number], store: 'memory' | 'redis') {
  const state = { apis: [] as Api[] };
  const apps: FastifyInstance[] = [];
  let database: FreshDatabase;
  let redis: TestRedis | null = null;
  beforeAll(async () => {
    database = await migratedDatabase(dialect);
    if (store === 'redis') redis = await TestRedis.start();
    const overrides: Partial<Config> = {
      database: database.config,
      redisUrl: redis?.url ?? null,
      rateLimits: {
        loginFailures: { max: LIMIT, windowMs: 60_000 },
        registrations: { max: 1000, windowMs: 60_000 },
      },
    };
    for (let i = 0; i < (store === 'redis' ? 2 : 1); i++) {
      const app = await buildApp(testConfig(overrides));
      await app.ready();
      apps.push(app);
      state.apis.push(new Api(app));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.stop();
    await database.drop();
  });
  return state;
}

describe.each(DIALECTS)('concurrent failed logins on %s', (dialect) => {
  describe.each(['memory', 'redis'] as const)('with counts in %s', (store) => {
    const state = instances(dialect, store);
    // Spread over the instances, as a load balancer would.
    const login = (i: number, email: string, password: string, ip: string) =>
      state.apis[i % state.apis.length]!.request('POST', '/auth/login', {
        body: { email_address: email, password },
        ip,
      });

    it('counts every attempt in flight: a burst against one account is cut at the limit', async () => {
      await state.apis[0]!.signUp('burst@example.org', PASSWORD);
      const burst = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          login(i, 'burst@example.org', 'wrong-pw', '192.0.2.10'),
        ),
      );
      expect(statuses(burst)).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
      for (const res of burst.filter((r) => r.statusCode === 429)) {
        expect(res.json().code).toBe('rate_limited');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // The right password at the end of the burst is refused while the limit holds, from this
      // address and from any other (the account's own count is full).
      expect((await login(0, 'burst@example.org', PASSWORD, '192.0.2.10')).statusCode).toBe(429);
      expect((await login(1, 'burst@example.org', PASSWORD, '192.0.2.11')).statusCode).toBe(429);
    });

    it('cuts a burst of unknown emails from one address at the limit', async () => {
      const burst = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          login(i, `nobody${i}@example.org`, 'wrong-pw', '192.0.2.20'),
        ),
      );
      expect(statuses(burst)).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
    });

    it('gives a successful login its count back: only failures use the limit up', async () => {
      await state.apis[0]!.signUp('often@example.org', PASSWORD);
      const logins = await Promise.all(
        Array.from({ length: 3 * LIMIT }, (_, i) =>
          login(i, 'often@example.org', PASSWORD, '192.0.2.30'),
        ),
      );
      // At most LIMIT at once pass the count; the others were refused while those were running.
      expect(statuses(logins)[200]).toBeGreaterThanOrEqual(LIMIT);
      for (let i = 0; i < LIMIT - 1; i++) {
        expect((await login(i, 'often@example.org', 'wrong-pw', '192.0.2.30')).statusCode).toBe(
          401,
        );
      }
      expect((await login(0, 'often@example.org', PASSWORD, '192.0.2.30')).statusCode).toBe(200);
    });
  });
});

describe.each(DIALECTS)('a full password hash queue on %s', (dialect) => {
  const t = useTestApp(dialect, {
    hashQueue: { slots: 1, waiting: 1 },
    rateLimits: {
      loginFailures: { max: 1, windowMs: 60_000 },
      registrations: { max: 1, windowMs: 60_000 },
    },
  });

  it('answers 429 at once instead of queueing, and does not count the attempt', async () => {
    const { user } = await t.api.signUp('queue@example.org', PASSWORD);
    // The one slot and the one place in the queue are taken until the test lets them go.
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const held = [t.app.ctx.hashes.run(() => opened), t.app.ctx.hashes.run(() => opened)];

    const login = () =>
      t.api.request('POST', '/auth/login', {
        body: { email_address: user.email_address, password: PASSWORD },
        ip: '192.0.2.40',
      });
    const busy = await login();
    expect(busy.statusCode).toBe(429);
    expect(busy.json().code).toBe('rate_limited');
    expect(busy.headers['retry-after']).toBe('1');
    const signUp = await t.api.request('POST', '/auth/register', {
      body: {
        user: {
          email_address: 'q2@example.org',
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      },
      ip: '192.0.2.41',
    });
    expect(signUp.statusCode).toBe(429);

    open();
    await Promise.all(held);
    // Neither refused attempt used up its limit of one.
    expect((await login()).statusCode).toBe(200);
    const again = await t.api.request('POST', '/auth/register', {
      body: {
        user: {
          email_address: 'q2@example.org',
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      },
      ip: '192.0.2.41',
    });
    expect(again.statusCode).toBe(201);
  });
});
