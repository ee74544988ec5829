import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { decrypt, type TestSubscription } from '../../test/push-service.js';
import { usePushApp } from '../../test/push-app.js';

describe.each(DIALECTS)('a push for a pending approval on %s', (dialect) => {
  const t = usePushApp(dialect);
  const { subscribe } = t;

  let n = 0;
  const login = async (email: string) => {
    const res = await t.api.post('/auth/login', {
      email_address: email,
      password: 'correct horse',
    });
    return res.json<{ access_token: string }>().access_token;
  };

  /** Nana's room with Joe and Lily in it, and the devices of all three. */
  async function setUp() {
    const tag = `approval-${++n}`;
    const family = await nanaJoeAndLily(t.api, tag);
    const { nana, joe, conversationId } = family;
    const devices = {
      nanaPhone: await subscribe(nana.token, nana.profile.id),
      nanaLaptop: await subscribe(await login(`nana-${tag}@example.org`), nana.profile.id),
      // A grown-up's session used as Lily (an account's later profiles are children) is Lily's.
      sharedAsLily: await subscribe(await login(`nana-${tag}@example.org`), nana.child.id),
      lilyTablet: await subscribe(nana.childToken, nana.child.id),
      joePhone: await subscribe(joe.token, joe.profile.id),
    };
    /** Someone new joins through Joe's invite: a request for Nana, before Lily hears them. */
    const join = async (nickname = 'Dan') => {
      const joiner = await t.api.family(`${nickname}-${tag}@example.org`, nickname, nickname);
      await inviteInto(
        t.api,
        { token: joe.token, profileId: joe.profile.id, conversationId },
        { token: joiner.token, profileId: joiner.profile.id },
      );
    };
    const pending = async () => {
      const res = await t.api.get(`/profiles/${nana.child.id}/approvals`, nana.token);
      return res.json<{ pending: { id: string }[] }>().pending;
    };
    return { ...family, devices, join, pending };
  }

  it("rings the parent's grown-up devices, never the child's, once", async () => {
    const { nana, conversationId, devices, join, pending } = await setUp();
    await join();
    await t.worker.wake();
    await t.worker.wake();
    const [request] = await pending();

    const expected = (phone: TestSubscription, profileId: string) => {
      const [push, ...more] = t.service.to(phone);
      expect(more).toEqual([]);
      expect(push!.headers.topic).toBe(request!.id.replaceAll('-', ''));
      expect(decrypt(phone, push!.body)).toEqual({
        title: 'Dan wants to talk with Lily',
        body: 'Open Hearth to approve or decline',
        conversation_id: conversationId,
        profile_id: profileId,
        tag: `approval:${request!.id}`,
        url: '/kids',
        lang: 'en',
      });
    };
    expected(devices.nanaPhone, nana.profile.id);
    expected(devices.nanaLaptop, nana.profile.id);
    for (const phone of [devices.sharedAsLily, devices.lilyTablet, devices.joePhone]) {
      expect(t.service.to(phone)).toEqual([]);
    }
  });

  it('rings nothing for a request the parent decided before the push went out', async () => {
    const { nana, devices, join, pending } = await setUp();
    await join();
    const [request] = await pending();
    const approved = await t.api.post(
      `/profiles/${nana.child.id}/approvals/${request!.id}/approve`,
      undefined,
      nana.token,
    );
    expect(approved.statusCode).toBeLessThan(300);
    await t.worker.wake();
    expect(t.service.to(devices.nanaPhone)).toEqual([]);
    expect(t.service.to(devices.nanaLaptop)).toEqual([]);

    // The next one, left waiting, rings.
    await join('Eve');
    await t.worker.wake();
    const titles = t.service
      .to(devices.nanaPhone)
      .map((p) => decrypt(devices.nanaPhone, p.body).title);
    expect(titles).toEqual(['Eve wants to talk with Lily']);
  });
});
