import { describe, expect, it } from 'vitest';
import type { ChildSessionResponse } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import type { TestSubscription } from '../../test/push-service.js';
import { usePushApp } from '../../test/push-app.js';

describe.each(DIALECTS)("a child's own device on %s", (dialect) => {
  const t = usePushApp(dialect);
  const { subscribe } = t;

  let n = 0;
  const say = async (token: string, profileId: string, conversationId: string, text: string) => {
    const res = await sendMessage(t.api, token, profileId, conversationId, text);
    expect(res.statusCode).toBe(201);
  };
  /** What each device was shown: the body, and the profile it was for. */
  const shown = (phone: TestSubscription) =>
    t.pushes(phone).map(({ body, profile_id }) => ({ body, profile_id }));

  /** Lily's tablet (kid mode) and her phone (a device link), both child sessions. */
  async function lilysDevices(tag: string) {
    const family = await nanaJoeAndLily(t.api, tag);
    const { nana } = family;
    const link = await t.api.post(`/profiles/${nana.child.id}/device_links`, undefined, nana.token);
    const redeemed = await t.api.post('/device_links/redeem', {
      code: link.json<{ code: string }>().code,
      device_name: "Lily's phone",
    });
    const linkToken = redeemed.json<ChildSessionResponse>().access_token;
    const tablet = await subscribe(nana.childToken, nana.child.id);
    const phone = await subscribe(linkToken, nana.child.id);
    return { ...family, tablet, phone, linkToken };
  }

  it('rings for its family and for approved people, never for its own messages', async () => {
    const { nana, joe, conversationId, tablet, phone, linkToken } = await lilysDevices(
      `own-${++n}`,
    );
    const lily = nana.child.id;
    const nanaPhone = await subscribe(nana.token, nana.profile.id);
    const joePhone = await subscribe(joe.token, joe.profile.id);

    await say(nana.token, nana.profile.id, conversationId, 'Dinner!');
    await say(nana.childToken, lily, conversationId, 'Coming');
    await say(linkToken, lily, conversationId, 'Me too');
    await say(joe.token, joe.profile.id, conversationId, 'Enjoy');
    await t.worker.wake();

    for (const device of [tablet, phone]) {
      expect(shown(device)).toEqual([
        { body: 'Nana: Dinner!', profile_id: lily },
        { body: 'Grandpa Joe: Enjoy', profile_id: lily },
      ]);
    }
    // The parent's phone as today: nothing from its own account (the child's messages included),
    // and what Joe says once, for Nana, not again for Lily.
    expect(shown(nanaPhone)).toEqual([{ body: 'Grandpa Joe: Enjoy', profile_id: nana.profile.id }]);
    expect(shown(joePhone).map((s) => s.body)).toEqual([
      'Nana: Dinner!',
      'Lily: Coming',
      'Lily: Me too',
    ]);
  });

  it('keeps quiet hours for its family too', async () => {
    const { nana, conversationId, tablet, phone } = await lilysDevices(`quiet-${++n}`);
    const hour = (h: number) =>
      `${String((new Date().getUTCHours() + h + 24) % 24).padStart(2, '0')}:00`;
    const setQuiet = async (body: unknown) => {
      const res = await t.api.request('PUT', `/profiles/${nana.child.id}/quiet_hours`, {
        token: nana.token,
        body,
      });
      expect(res.statusCode).toBe(200);
    };
    await setQuiet({ start: hour(-1), end: hour(2), time_zone: 'UTC' });
    await say(nana.token, nana.profile.id, conversationId, 'Sleep well');
    await t.worker.wake();
    expect(t.service.to(tablet)).toEqual([]);
    expect(t.service.to(phone)).toEqual([]);

    await setQuiet(null);
    await say(nana.token, nana.profile.id, conversationId, 'Good morning');
    await t.worker.wake();
    for (const device of [tablet, phone]) {
      expect(shown(device).map((s) => s.body)).toEqual(['Nana: Good morning']);
    }
  });

  it('rings for nobody the child may not hear, even one who left before the push', async () => {
    const { nana, conversationId, tablet, phone } = await lilysDevices(`pair-${++n}`);
    const stranger = await t.api.family(`push-stranger-${n}@example.org`, 'Stranger', 'S');
    const room = { token: nana.token, profileId: nana.profile.id, conversationId };
    await inviteInto(t.api, room, { token: stranger.token, profileId: stranger.profile.id });

    // Waiting for Nana's yes, the conversation is paused for Lily: her family's messages too.
    await say(stranger.token, stranger.profile.id, conversationId, 'psst');
    await say(nana.token, nana.profile.id, conversationId, 'Who is that?');
    await t.worker.wake();
    expect(t.service.to(tablet)).toEqual([]);
    expect(t.service.to(phone)).toEqual([]);

    // Never approved, the stranger leaves before the worker reads the goodbye: it rings nothing.
    await say(stranger.token, stranger.profile.id, conversationId, 'bye, little one');
    const left = await t.api.post(
      `/profiles/${stranger.profile.id}/conversations/${conversationId}/leave`,
      undefined,
      stranger.token,
    );
    expect(left.statusCode).toBeLessThan(300);
    await say(nana.token, nana.profile.id, conversationId, 'Gone now');
    await t.worker.wake();
    for (const device of [tablet, phone]) {
      expect(shown(device).map((s) => s.body)).toEqual(['Nana: Gone now']);
    }
  });

  it("rings no stranger for a child's message, though the stranger joined before the push", async () => {
    const { nana, joe, conversationId } = await lilysDevices(`stranger-${++n}`);
    const joePhone = await subscribe(joe.token, joe.profile.id);
    const stranger = await t.api.family(`push-newcomer-${n}@example.org`, 'Stranger', 'S');
    const strangerPhone = await subscribe(stranger.token, stranger.profile.id);
    // Lily speaks while everyone there is approved; the worker reads it after a stranger came in.
    await say(nana.childToken, nana.child.id, conversationId, 'my address is');
    const room = { token: nana.token, profileId: nana.profile.id, conversationId };
    await inviteInto(t.api, room, { token: stranger.token, profileId: stranger.profile.id });
    await t.worker.wake();
    expect(shown(joePhone).map((s) => s.body)).toEqual(['Lily: my address is']);
    expect(t.service.to(strangerPhone)).toEqual([]);
  });
});
