import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase, type Database } from '../../db/database.js';
import {
  DIALECTS,
  freshDatabase,
  migratedDatabase,
  type FreshDatabase,
} from '../../test/databases.js';
import { testConfig } from '../../test/helper.js';
import { TestRedis } from '../../test/redis.js';

describe.each(DIALECTS)('operators probes on %s', (dialect) => {
  let fresh: FreshDatabase;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    fresh = await migratedDatabase(dialect);
    database = createDatabase(fresh.config);
    app = await buildApp(testConfig({ database: fresh.config }), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fresh.drop();
  });

  it('/health answers while the process runs, without a body to parse beyond its status', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/ready lists what it checked', async () => {
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
    });
  });

  it('keeps /api/v1/health for existing clients', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('/ready answers 503 naming migrations that are not applied', async () => {
    await sql`delete from kysely_migration where name = ${'0001-initial'}`.execute(database.db);
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not ready',
      error: 'Not ready: migrations not applied: 0001-initial',
      errors: ['migrations not applied: 0001-initial'],
      checks: { database: 'ok', migrations: 'failed', redis: 'not configured' },
    });
    await sql`insert into kysely_migration (name, timestamp) values (${'0001-initial'}, ${new Date().toISOString()})`.execute(
      database.db,
    );
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('/ready answers 503 naming the database once it is closed; /health still answers', async () => {
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not ready',
      error: 'Not ready: database unreachable',
      errors: ['database unreachable'],
      checks: { database: 'failed', migrations: 'failed', redis: 'not configured' },
    });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('readiness with Redis configured', () => {
  let redis: TestRedis;
  let fresh: FreshDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    redis = await TestRedis.start();
    fresh = await freshDatabase('sqlite');
    app = await buildApp(testConfig({ database: fresh.config, redisUrl: redis.url }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await redis.stop();
    await fresh.drop();
  });

  const ready = () => app.inject({ method: 'GET', url: '/ready' });

  it('is ready while Redis answers, not while it is down, and ready again when it returns', async () => {
    await expect.poll(async () => (await ready()).statusCode).toBe(200);
    expect((await ready()).json()).toMatchObject({ checks: { redis: 'ok' } });

    await redis.stop();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'not ready',
      error: 'Not ready: redis unreachable',
      errors: ['redis unreachable'],
      checks: { database: 'ok', migrations: 'ok', redis: 'failed' },
    });

    await redis.restart();
    await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000 }).toBe(200);
  });
});
