import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { buildTestApp, sendMessage, type TestApp } from '../../test/helper.js';
import { TestPushService } from '../../test/push-service.js';
import { endpointAllowed, isInternalAddress } from './push-endpoint-guard.js';
import type { PushWorker } from './push-worker.js';

describe('push endpoint guard', () => {
  it('refuses loopback, private, link-local and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['142.250.74.10', '17.57.146.20', '2a00:1450:4001:80b::200a']) {
      expect(isInternalAddress(address), address).toBe(false);
    }
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(endpointAllowed('https://142.250.74.10/x')).toBe(true);
    expect(endpointAllowed('https://127.0.0.1:8443/x')).toBe(false);
    expect(endpointAllowed('https://[::1]/x')).toBe(false);
    expect(endpointAllowed('https://localhost/x')).toBe(false);
    expect(endpointAllowed('https://[::ffff:127.0.0.1]/x')).toBe(false);
    expect(endpointAllowed('https://[::ffff:8efa:4a0a]/x')).toBe(true);
  });
});

describe.each(DIALECTS)('push to an internal endpoint on %s', (dialect) => {
  let t: TestApp;
  let service: TestPushService;
  let worker: PushWorker;
  beforeAll(async () => {
    service = await TestPushService.start();
    // No test agent: the server goes out as in production.
    t = await buildTestApp(dialect, {}, { push: { onWorker: (w) => (worker = w) } });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('never calls it, and forgets the subscription', async () => {
    const gran = await t.api.family('guard-gran@example.org', 'Grandma', 'Guard');
    const invite = await t.api.post(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/create_invite`,
      undefined,
      gran.token,
    );
    const kid = await t.api.signUp('guard-kid@example.org');
    const sam = await t.api.createProfile(kid.access_token, 'Sam');
    await t.api.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: sam.id },
      kid.access_token,
    );
    const { ecdh: _ecdh, ...json } = service.subscription();
    const subscribed = await t.api.post(
      '/push/subscriptions',
      { profile_id: sam.id, subscription: json },
      kid.access_token,
    );
    expect(subscribed.statusCode).toBe(201);
    await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'Hi');
    await worker.wake();
    expect(service.received).toEqual([]);
    const left = await t.app.ctx.db.selectFrom('push_subscriptions').select('id').execute();
    expect(left).toEqual([]);
  });
});
