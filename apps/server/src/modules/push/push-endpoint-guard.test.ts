import https from 'node:https';
import { isIP } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { buildTestApp, sendMessage, type TestApp } from '../../test/helper.js';
import { TestPushService } from '../../test/push-service.js';
import {
  endpointAllowed,
  guardedAgent,
  guardedLookup,
  isInternalAddress,
} from './push-endpoint-guard.js';
import type { PushWorker } from './push-worker.js';

describe('push endpoint guard', () => {
  /** One of each class of address that is not the public internet, as written or resolved. */
  const internal = [
    ['loopback', '127.0.0.1', '127.255.0.9', '::1'],
    ['unspecified', '0.0.0.0', '0.1.2.3', '::'],
    ['private', '10.0.0.1', '172.20.0.1', '192.168.1.1'],
    ['carrier-grade NAT', '100.64.0.1', '100.127.255.254'],
    ['link-local', '169.254.169.254', '169.254.0.1', 'fe80::1', 'fe80::1%eth0'],
    ['unique-local', 'fc00::1', 'fd00::1'],
    ['site-local', 'fec0::1'],
    ['IPv4-mapped', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:a00:1', '::ffff:8efa:4a0a'],
    ['IPv4-compatible', '::127.0.0.1', '::7f00:1', '::10.0.0.1', '::142.250.74.10'],
    ['NAT64', '64:ff9b::a00:1', '64:ff9b::127.0.0.1', '64:ff9b::8efa:4a0a', '64:ff9b:1::1'],
    ['6to4 and Teredo', '2002:7f00:1::1', '2002:8efa:4a0a::1', '2001:0:4136:e378::1'],
    ['documentation', '192.0.2.1', '198.51.100.1', '203.0.113.1', '2001:db8::1', '3fff::1'],
    ['benchmarking and protocol', '198.18.0.1', '192.0.0.8', '192.88.99.1'],
    ['multicast and reserved', '224.0.0.1', '239.255.255.250', '240.0.0.1', 'ff02::1'],
    ['broadcast', '255.255.255.255'],
    ['discard', '100::1'],
    ['not an address', 'example.org', ''],
  ];
  const publicAddresses = ['142.250.74.10', '17.57.146.20', '8.8.8.8', '2a00:1450:4001:80b::200a'];

  it.each(internal)('refuses %s addresses', (_class, ...addresses) => {
    for (const address of addresses) expect(isInternalAddress(address), address).toBe(true);
  });

  it('lets public unicast addresses through', () => {
    for (const address of publicAddresses) expect(isInternalAddress(address), address).toBe(false);
  });

  it('judges the host a URL names, however it is written', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(endpointAllowed('https://142.250.74.10/x')).toBe(true);
    expect(endpointAllowed('https://[2a00:1450:4001:80b::200a]/x')).toBe(true);
    for (const url of [
      'https://127.0.0.1:8443/x',
      'https://0x7f.1/x',
      'https://2130706433/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://push.localhost/x',
      'https://[::127.0.0.1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[::ffff:8efa:4a0a]/x',
      'https://[64:ff9b::a00:1]/x',
      'https://[fc00::1]/x',
      'https://[fe80::1]/x',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://169.254.169.254/latest/meta-data',
      'not a url',
    ]) {
      expect(endpointAllowed(url), url).toBe(false);
    }
  });

  /** The guarded lookup over a resolver that answers `addresses` for every name. */
  const lookUp = (addresses: string[]) =>
    new Promise<{ error: Error | null; found: string[] }>((resolve) => {
      const lookup = guardedLookup((_name, _options, callback) =>
        callback(
          null,
          addresses.map((address) => ({ address, family: isIP(address) })),
        ),
      );
      lookup('push.example.org', { all: true }, (error, found) =>
        resolve({
          error,
          found: Array.isArray(found) ? found.map((a) => a.address) : [found].filter(Boolean),
        }),
      );
    });

  it('refuses a name that resolves to any class of internal address', async () => {
    for (const [, ...addresses] of internal.filter(([c]) => c !== 'not an address')) {
      for (const address of addresses) {
        const { error, found } = await lookUp([address]);
        expect(error?.message, address).toMatch(/resolves to an internal address/);
        expect(found).toEqual([]);
      }
    }
  });

  it('connects only to the public addresses among those a name resolves to', async () => {
    const answer = await lookUp(['::127.0.0.1', '142.250.74.10', '64:ff9b::a00:1', '10.0.0.1']);
    expect(answer).toEqual({ error: null, found: ['142.250.74.10'] });
  });

  it('never connects to a name the system resolves to loopback', async () => {
    const service = await TestPushService.start();
    try {
      const { port } = new URL(service.subscription().endpoint);
      const error = await new Promise<Error>((resolve) => {
        const request = https.request(`https://localhost:${port}/push/x`, {
          method: 'POST',
          agent: guardedAgent(),
        });
        request.on('error', resolve);
        request.on('response', () => resolve(new Error('connected')));
        request.end();
      });
      expect(error.message).toMatch(/localhost resolves to an internal address/);
      expect(service.received).toEqual([]);
    } finally {
      await service.close();
    }
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
