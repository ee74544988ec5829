import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { DIALECTS, migratedDatabase, type FreshDatabase } from '../../test/databases.js';
import { Api, sendMessage, testConfig } from '../../test/helper.js';
import { decrypt, pushAgent, TestPushService } from '../../test/push-service.js';
import type { PushWorker } from './push-worker.js';
import { fullScanSince, PUSH_CONSUMER } from './push-worker.js';

describe('the push timer full look at the log', () => {
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  it('reads a day back until a look has completed, then from that look less a minute', () => {
    expect(fullScanSince(now, null)).toBe('2026-11-24T11:59:55.000Z');
    expect(fullScanSince(now, now - 5_000)).toBe('2026-11-25T11:58:55.000Z');
  });
  it('never reads further back than a push lives, however old the last look', () => {
    expect(fullScanSince(now, now - 3 * 86_400_000)).toBe('2026-11-24T11:59:55.000Z');
  });
});

/** A server nobody has turned notifications on for: the worker moves on without reading. */
describe.each(DIALECTS)('push with no device subscribed on %s', (dialect) => {
  let database: FreshDatabase;
  let service: TestPushService;
  let app: FastifyInstance;
  let api: Api;
  let worker: PushWorker;
  beforeAll(async () => {
    database = await migratedDatabase(dialect);
    service = await TestPushService.start();
    app = await buildApp(testConfig({ database: database.config }), {
      push: { agent: pushAgent(), onWorker: (w) => (worker = w) },
    });
    await app.ready();
    api = new Api(app);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await service.close();
  });

  it('moves its cursor past what was sent before any device subscribed, then rings for what follows', async () => {
    const { gran, kid } = await api.grandmaAndGrandchild('idle');
    const stream = `c:${gran.conversation.id}`;
    const say = async (text: string) => {
      const res = await sendMessage(api, gran.token, gran.profile.id, gran.conversation.id, text);
      expect(res.statusCode).toBe(201);
      await worker.wake();
    };
    await say('before one');
    await say('before two');
    const cursor = await app.ctx.db
      .selectFrom('event_cursors')
      .select('seq')
      .where('consumer', '=', PUSH_CONSUMER)
      .where('stream', '=', stream)
      .executeTakeFirstOrThrow();
    const counter = await app.ctx.db
      .selectFrom('conversations')
      .select('event_seq')
      .where('id', '=', gran.conversation.id)
      .executeTakeFirstOrThrow();
    expect(Number(cursor.seq)).toBe(Number(counter.event_seq));

    const phone = service.subscription();
    const { ecdh: _ecdh, ...json } = phone;
    const res = await api.post(
      '/push/subscriptions',
      { profile_id: kid.profile.id, subscription: json },
      kid.token,
    );
    expect(res.statusCode).toBe(201);
    await say('after');
    expect(service.to(phone).map((p) => decrypt(phone, p.body).body)).toEqual(['Grandma: after']);
  });
});
