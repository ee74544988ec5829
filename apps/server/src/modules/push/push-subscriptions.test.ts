import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@hearth/shared';
import { hashToken } from '../../lib/tokens.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { decrypt } from '../../test/push-service.js';
import { usePushApp } from '../../test/push-app.js';

describe.each(DIALECTS)('who holds a push endpoint on %s', (dialect) => {
  const t = usePushApp(dialect, { held: false });
  const { register } = t;

  let n = 0;
  const twoFamilies = () => t.api.grandmaAndGrandchild(`owner-${++n}`);
  const rows = () =>
    t.app.ctx.db
      .selectFrom('push_subscriptions')
      .select(['id', 'account_id', 'profile_id', 'token_hash', 'endpoint', 'p256dh', 'auth'])
      .orderBy('id')
      .execute();

  it("refuses another account's endpoint (409) and changes nothing", async () => {
    const { gran, kid } = await twoFamilies();
    const granPhone = t.service.subscription();
    expect((await register(gran.token, gran.profile.id, granPhone)).statusCode).toBe(201);
    const kidPhone = t.service.subscription();
    expect((await register(kid.token, kid.profile.id, kidPhone)).statusCode).toBe(201);
    const before = await rows();

    // Gran's endpoint, with the keys the browser made or with the intruder's own.
    const intruderKeys = { ...t.service.subscription(), endpoint: granPhone.endpoint };
    for (const phone of [granPhone, intruderKeys]) {
      const taken = await register(kid.token, kid.profile.id, phone);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        error: PUSH_MESSAGES.endpointTaken,
        code: 'endpoint_taken',
        errors: [PUSH_MESSAGES.endpointTaken],
        error_codes: ['push.endpointTaken'],
      });
    }
    // The intruder's session also keeps its own subscription.
    expect(await rows()).toEqual(before);

    // Gran's phone still rings for Gran, the grandchild's for the grandchild, each once.
    const sent = await sendMessage(t.api, kid.token, kid.profile.id, gran.conversation.id, 'Hi');
    expect(sent.statusCode).toBe(201);
    await t.worker.wake();
    const fromGran = await sendMessage(
      t.api,
      gran.token,
      gran.profile.id,
      gran.conversation.id,
      'Yo',
    );
    expect(fromGran.statusCode).toBe(201);
    await t.worker.wake();
    expect(t.service.to(granPhone).map((p) => decrypt(granPhone, p.body))).toMatchObject([
      { body: 'Sam: Hi', profile_id: gran.profile.id },
    ]);
    expect(t.service.to(kidPhone).map((p) => decrypt(kidPhone, p.body))).toMatchObject([
      { body: 'Grandma: Yo', profile_id: kid.profile.id },
    ]);
  });

  it('lets the account that holds it move it to another session or profile', async () => {
    const { gran } = await twoFamilies();
    const grandpa = await t.api.createProfile(gran.token, 'Grandpa');
    const phone = t.service.subscription();
    expect((await register(gran.token, gran.profile.id, phone)).statusCode).toBe(201);
    // The same session again, then for another of its profiles.
    expect((await register(gran.token, gran.profile.id, phone)).statusCode).toBe(201);
    expect((await register(gran.token, grandpa.id, phone)).statusCode).toBe(201);
    // Another session of the same account (signed in again on that browser).
    const login = await t.api.post('/auth/login', {
      email_address: `owner-${n}-gran@example.org`,
      password: 'correct horse',
    });
    const second = login.json<{ access_token: string }>().access_token;
    const moved = await register(second, gran.profile.id, phone);
    expect(moved.statusCode).toBe(201);

    const held = (await rows()).filter((row) => row.endpoint === phone.endpoint);
    expect(held).toEqual([
      expect.objectContaining({ id: moved.json().id, profile_id: gran.profile.id }),
    ]);
    expect(held[0]!.token_hash).toBe(hashToken(second));
  });
});
