import { afterAll, beforeAll } from 'vitest';
import type { PushPayload } from '@hearth/shared';
import type { PushWorker } from '../modules/push/push-worker.js';
import type { Dialect } from './databases.js';
import {
  decrypt,
  heldWorker,
  pushAgent,
  TestPushService,
  type TestSubscription,
} from './push-service.js';
import { extend, useListeningApp, type ListeningTestApp } from './use-test-app.js';

export interface PushTestApp extends ListeningTestApp {
  /** The push service the app sends to (over TLS, trusted by the app's agent only). */
  readonly service: TestPushService;
  /** The app's push worker, or (held) one that sends only when the test wakes it. */
  readonly worker: PushWorker;
  /** A new browser subscription of the profile's, registered through the API (201). */
  subscribe(token: string, profileId: string): Promise<TestSubscription>;
  /** The registration's answer, for the tests of what it refuses. */
  register(
    token: string,
    profileId: string,
    phone: TestSubscription,
  ): ReturnType<ListeningTestApp['api']['post']>;
  /** What the device was shown, decrypted, oldest first. */
  pushes(phone: TestSubscription): PushPayload[];
}

/**
 * The suite's app (listening) sending web pushes to a test push service: the service starts before the
 * app and closes after it. With `held` (the default) the app's own worker is stopped and a held
 * one takes its place, so that what is sent is decided by `worker.wake()`, not by a timer.
 */
export function usePushApp(dialect: Dialect, { held = true } = {}): PushTestApp {
  let service: TestPushService | undefined;
  let own: PushWorker | undefined;
  let worker: PushWorker | undefined;
  // Registered first: started before the app, closed after it (after hooks run last-first).
  beforeAll(async () => {
    service = await TestPushService.start();
  });
  afterAll(() => service?.close());
  const t = useListeningApp(
    dialect,
    {},
    { push: { agent: pushAgent(), onWorker: (w) => (own = w) } },
  );
  beforeAll(async () => {
    worker = held ? await heldWorker(t.app, own!) : own;
  });
  afterAll(async () => {
    if (held) await worker?.close();
  });
  const the = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`usePushApp: no ${name} outside hooks and tests`);
    return value;
  };
  const register = (token: string, profileId: string, phone: TestSubscription) => {
    const { ecdh: _ecdh, ...json } = phone;
    return t.api.post('/push/subscriptions', { profile_id: profileId, subscription: json }, token);
  };
  return extend(t, {
    get service() {
      return the(service, 'push service');
    },
    get worker() {
      return the(worker, 'push worker');
    },
    register,
    async subscribe(token: string, profileId: string) {
      const phone = the(service, 'push service').subscription();
      const res = await register(token, profileId, phone);
      if (res.statusCode !== 201)
        throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
      return phone;
    },
    pushes: (phone: TestSubscription) =>
      the(service, 'push service')
        .to(phone)
        .map((push) => decrypt(phone, push.body)),
  });
}
