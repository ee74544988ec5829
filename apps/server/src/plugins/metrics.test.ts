import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { registry } from '../lib/metrics.js';
import {
  DIALECTS,
  freshDatabase,
  migratedDatabase,
  type FreshDatabase,
} from '../test/databases.js';
import { Api, sendMessage, testConfig } from '../test/helper.js';
import { freePort } from '../test/process.js';
import { TestRedis } from '../test/redis.js';
import { TestSocket } from '../test/socket.js';

/** The value of one sample line of a text exposition (exact name and labels), or null. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

async function scrape(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

describe.each(DIALECTS)('metrics on their own port, on %s', (dialect) => {
  let fresh: FreshDatabase;
  let app: FastifyInstance;
  let mainUrl: string;
  let metricsUrl: string;
  beforeAll(async () => {
    fresh = await migratedDatabase(dialect);
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}`;
    app = await buildApp(
      testConfig({ database: fresh.config, metrics: { port, host: '127.0.0.1' } }),
    );
    mainUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await fresh.drop();
  });

  it('counts requests and their latency by route template, never by raw URL', async () => {
    const api = new Api(app);
    const { token, profile, conversation } = await api.family(`m-${dialect}@example.org`);
    const path = `/api/v1/profiles/${profile.id}/conversations/${conversation.id}`;
    const series = `{method="GET",route="/api/v1/profiles/:profileId/conversations/:id",status_code="200"}`;
    const before = sample(await scrape(metricsUrl), `hearth_http_requests_total${series}`) ?? 0;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${mainUrl}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    }
    const text = await scrape(metricsUrl);
    expect(sample(text, `hearth_http_requests_total${series}`)).toBe(before + 3);
    expect(sample(text, `hearth_http_request_duration_seconds_count${series}`)).toBe(before + 3);
    expect(text).not.toContain(profile.id);
    // Node's own figures come with them.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts open realtime sockets', async () => {
    const open = async () => sample(await scrape(metricsUrl), 'hearth_realtime_open_sockets');
    const before = (await open()) ?? 0;
    const socket = await TestSocket.open(mainUrl);
    await expect.poll(open).toBe(before + 1);
    socket.close();
    await expect.poll(open).toBe(before);
  });

  it('reports the database pool (PostgreSQL) or group-commit batch sizes (SQLite)', async () => {
    const api = new Api(app);
    const { token, profile, conversation } = await api.family(`b-${dialect}@example.org`);
    const batches = async () =>
      sample(await scrape(metricsUrl), 'hearth_group_commit_batch_size_count') ?? 0;
    const before = await batches();
    await Promise.all(
      ['one', 'two', 'three'].map((text) =>
        sendMessage(api, token, profile.id, conversation.id, text),
      ),
    );
    const text = await scrape(metricsUrl);
    if (dialect === 'postgres') {
      expect(sample(text, 'hearth_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    } else {
      expect(await batches()).toBeGreaterThan(before);
      expect(sample(text, 'hearth_group_commit_batch_size_sum')).toBeGreaterThanOrEqual(3);
    }
  });

  it('serves nothing but /metrics on the metrics port', async () => {
    expect((await fetch(`${metricsUrl}/api/v1/health`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('never serves metrics on the public port', async () => {
    const res = await fetch(`${mainUrl}/metrics`);
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toContain('hearth_http_requests_total');
  });
});

describe('metrics off (no METRICS_PORT)', () => {
  let fresh: FreshDatabase;
  let app: FastifyInstance;
  const dist = mkdtempSync(join(tmpdir(), 'hearth-dist-'));
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hearth</title>');
    fresh = await freshDatabase('sqlite');
    app = await buildApp(testConfig({ database: fresh.config, webDistDir: dist }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fresh.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('/metrics on the public port is only the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('hearth_');
  });
});

describe('event-bus lag', () => {
  let redis: TestRedis;
  let fresh: FreshDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    redis = await TestRedis.start();
    fresh = await migratedDatabase('postgres');
    for (let i = 0; i < 2; i++) {
      apps.push(await buildApp(testConfig({ database: fresh.config, redisUrl: redis.url })));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis.stop();
    await fresh.drop();
  });

  it('is observed for events arriving from another instance', async () => {
    const received = async () =>
      sample(await registry.metrics(), 'hearth_event_bus_lag_seconds_count') ?? 0;
    const before = await received();
    // Published until the other instance's subscription is up: it counts what arrives.
    await expect
      .poll(async () => {
        apps[0]!.ctx.events.publishToAccount('nobody', {
          type: 'session.revoked',
          token_hash: 'x',
        });
        return received();
      })
      .toBeGreaterThan(before);
  });
});
