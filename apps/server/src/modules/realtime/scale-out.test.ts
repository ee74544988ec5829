import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { freshDatabase, type FreshDatabase } from '../../test/databases.js';
import { Api, sendMessage, testConfig } from '../../test/helper.js';
import { TestRedis } from '../../test/redis.js';
import { settle, TestSocket } from '../../test/socket.js';

// Two stateless instances on one PostgreSQL database, sharing events through Redis.
describe('two instances on PostgreSQL and Redis', () => {
  let redis: TestRedis;
  let database: FreshDatabase;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    redis = await TestRedis.start();
    database = await freshDatabase('postgres');
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(testConfig({ database: database.config, redisUrl: redis.url }));
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis.stop();
    await database.drop();
  });

  async function setUp(tag: string) {
    const a = new Api(apps[0]!);
    const b = new Api(apps[1]!);
    const gran = await a.family(`gran-${tag}@example.org`);
    const invite = await a.post(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/create_invite`,
      undefined,
      gran.token,
    );
    const kid = await b.signUp(`kid-${tag}@example.org`);
    const kidProfile = await b.createProfile(kid.access_token, 'Sam');
    await b.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: kidProfile.id },
      kid.access_token,
    );
    return { a, b, gran, kid: { token: kid.access_token, profile: kidProfile } };
  }

  it('delivers within a second to a client of the other instance', async () => {
    const { a, gran, kid } = await setUp('cross');
    const socket = await TestSocket.connect(urls[1]!, kid.token);
    const started = Date.now();
    const sent = await sendMessage(a, gran.token, gran.profile.id, gran.conversation.id, 'across');
    const event = await socket.next((e) => e.type === 'message.created', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event).toMatchObject({ message: { id: sent.json().id, content: 'across' } });
    socket.close();
  });

  it('loses no acknowledged message across a Redis restart once clients catch up', async () => {
    const { a, b, gran, kid } = await setUp('restart');
    const socket = await TestSocket.connect(urls[1]!, kid.token);
    const before = await sendMessage(
      a,
      gran.token,
      gran.profile.id,
      gran.conversation.id,
      'before',
    );
    await socket.next((e) => e.type === 'message.created');

    await redis.stop();
    const during: string[] = [];
    for (const text of ['during 1', 'during 2', 'during 3']) {
      const res = await sendMessage(a, gran.token, gran.profile.id, gran.conversation.id, text);
      expect(res.statusCode).toBe(201);
      during.push(res.json().id);
    }
    await settle(200);
    await redis.restart();
    // The instance that lost Redis tells its clients to catch up once it is back.
    await socket.next((e) => e.type === 'resync', 10_000);
    const after = await sendMessage(a, gran.token, gran.profile.id, gran.conversation.id, 'after');
    await socket.next(
      (e) => e.type === 'message.created' && e.message.id === after.json().id,
      5000,
    );

    const live = socket.of('message.created').map((e) => e.message.id);
    const caughtUp = await b.get(
      `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}?after=${before.json().id}`,
      kid.token,
    );
    const ids = new Set([...live, ...caughtUp.json().messages.map((m: { id: string }) => m.id)]);
    for (const id of [before.json().id, ...during, after.json().id]) expect(ids.has(id)).toBe(true);
    socket.close();
  });

  it('shares failed-login counts between instances', async () => {
    const a = new Api(apps[0]!);
    const b = new Api(apps[1]!);
    await a.signUp('shared-limit@example.org');
    const attempt = (api: Api, i: number) =>
      api.request('POST', '/auth/login', {
        body: { email_address: 'shared-limit@example.org', password: 'wrong-pw' },
        ip: `203.0.113.${i}`,
      });
    // Each instance adds to the one count in Redis, so the limit holds across the fleet.
    expect((await attempt(a, 1)).statusCode).toBe(401);
    const key = 'hearth:rl:login:email:shared-limit@example.org';
    const probe = new Redis(redis.url);
    expect(Number(await probe.get(key))).toBe(1);
    expect((await attempt(b, 2)).statusCode).toBe(401);
    expect(Number(await probe.get(key))).toBe(2);
    probe.disconnect();
  });
});
