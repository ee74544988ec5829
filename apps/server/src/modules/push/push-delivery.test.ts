import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { DIALECTS, migratedDatabase, type FreshDatabase } from '../../test/databases.js';
import { Api, sendMessage, testConfig } from '../../test/helper.js';
import { decrypt, pushAgent, TestPushService } from '../../test/push-service.js';
import type { PushWorker } from './push-worker.js';

/** Instances sharing one database, as behind a load balancer or across a restart. */
describe.each(DIALECTS)('push delivery exactly once on %s', (dialect) => {
  let database: FreshDatabase;
  let service: TestPushService;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await migratedDatabase(dialect);
    service = await TestPushService.start();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
    await service.close();
  });

  async function instance(): Promise<{ api: Api; worker: PushWorker; app: FastifyInstance }> {
    let worker: PushWorker | undefined;
    const app = await buildApp(testConfig({ database: database.config }), {
      push: { agent: pushAgent(), onWorker: (w) => (worker = w) },
    });
    await app.ready();
    apps.push(app);
    return { api: new Api(app), worker: worker!, app };
  }

  it('pushes each message once per device across a restart and on two instances', async () => {
    const first = await instance();
    const gran = await first.api.family('once-gran@example.org', 'Grandma', 'Once');
    const invite = await first.api.post(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/create_invite`,
      undefined,
      gran.token,
    );
    const kid = await first.api.signUp('once-kid@example.org');
    const sam = await first.api.createProfile(kid.access_token, 'Sam');
    await first.api.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: sam.id },
      kid.access_token,
    );
    // Two devices: the sign-up's session, and a second sign-in.
    const login = await first.api.post('/auth/login', {
      email_address: 'once-kid@example.org',
      password: 'correct horse',
    });
    const sessions = [kid.access_token, login.json<{ access_token: string }>().access_token];
    const phones = [service.subscription(), service.subscription()];
    for (const [i, { ecdh: _ecdh, ...json }] of phones.entries()) {
      const res = await first.api.post(
        '/push/subscriptions',
        { profile_id: sam.id, subscription: json },
        sessions[i],
      );
      expect(res.statusCode).toBe(201);
    }
    const say = async (api: Api, text: string) => {
      const res = await sendMessage(api, gran.token, gran.profile.id, gran.conversation.id, text);
      expect(res.statusCode).toBe(201);
    };
    const bodies = () =>
      phones.map((phone) => service.to(phone).map((p) => decrypt(phone, p.body).body));

    await say(first.api, 'one');
    await first.worker.wake();
    // The first instance stops before its worker sees these: as if it crashed after the commit.
    await first.worker.close();
    await say(first.api, 'two');
    await say(first.api, 'three');
    await first.app.close();

    // Two instances start on the same database, and both read the log at once.
    const [a, b] = [await instance(), await instance()];
    await Promise.all([a.worker.wake(), b.worker.wake(), a.worker.wake(), b.worker.wake()]);
    await say(a.api, 'four');
    await say(b.api, 'five');
    await Promise.all([a.worker.wake(), b.worker.wake()]);
    await Promise.all([a.worker.wake(), b.worker.wake()]);

    const expected = ['one', 'two', 'three', 'four', 'five'].map((w) => `Grandma: ${w}`);
    for (const received of bodies()) expect([...received].sort()).toEqual([...expected].sort());
    const owed = await a.app.ctx.db.selectFrom('push_outbox').select('id').execute();
    expect(owed).toEqual([]);
  });
});
