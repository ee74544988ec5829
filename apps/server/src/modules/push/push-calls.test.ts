import { describe, expect, it } from 'vitest';
import type { PushPayload } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import type { TestSubscription } from '../../test/push-service.js';
import { usePushApp } from '../../test/push-app.js';
import { callAction, startCall } from '../calls/call-test-kit.js';

/** An incoming call rings the devices of those not in it, in their language, opening the call. */
describe.each(DIALECTS)('call pushes on %s', (dialect) => {
  const t = usePushApp(dialect);
  const { subscribe } = t;

  /** The ring pushes a device was shown (a call's record is a message push of its own). */
  const rings = (phone: TestSubscription): PushPayload[] =>
    t.pushes(phone).filter((push) => push.tag?.startsWith('call:'));

  let n = 0;
  async function family() {
    const tag = `call-push-${++n}`;
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, tag);
    return {
      conversationId,
      nana: { token: nana.token, profileId: nana.profile.id },
      joe: { token: joe.token, profileId: joe.profile.id },
      lily: { token: nana.childToken, profileId: nana.child.id },
      parentToken: nana.token,
    };
  }

  it('rings everyone else in their language, opening the call; never the caller', async () => {
    const { conversationId, nana, joe, lily } = await family();
    const lang = await t.api.patch(
      `/profiles/${joe.profileId}`,
      { profile: { language: 'es' } },
      joe.token,
    );
    expect(lang.statusCode).toBe(200);
    const nanaPhone = await subscribe(nana.token, nana.profileId);
    const joePhone = await subscribe(joe.token, joe.profileId);
    const tablet = await subscribe(lily.token, lily.profileId);

    const { call } = await startCall(t.api, nana, conversationId, true);
    await t.worker.wake();
    const opens = {
      url: `/conversations/${conversationId}?call=${call.id}`,
      tag: `call:${call.id}`,
    };
    expect(rings(joePhone)).toEqual([
      expect.objectContaining({ body: 'Nana te está haciendo una videollamada', ...opens }),
    ]);
    expect(rings(tablet)).toEqual([
      expect.objectContaining({
        body: 'Nana is video calling you',
        profile_id: lily.profileId,
        ...opens,
      }),
    ]);
    expect(rings(nanaPhone)).toEqual([]);
    expect((await callAction(t.api, nana, conversationId, call.id, 'leave')).statusCode).toBe(204);

    // A voice call says so.
    const voice = await startCall(t.api, joe, conversationId, false);
    await t.worker.wake();
    expect(rings(nanaPhone).map((p) => p.body)).toEqual(['Grandpa Joe is calling you']);
    expect(rings(joePhone)).toHaveLength(1);
    await callAction(t.api, joe, conversationId, voice.call.id, 'leave');
  });

  it('rings no child in quiet hours, nor one who may not hear the caller', async () => {
    const { conversationId, nana, joe, lily, parentToken } = await family();
    const tablet = await subscribe(lily.token, lily.profileId);
    const joePhone = await subscribe(joe.token, joe.profileId);
    const hour = (h: number) =>
      `${String((new Date().getUTCHours() + h + 24) % 24).padStart(2, '0')}:00`;
    const quiet = async (body: unknown) => {
      const res = await t.api.request('PUT', `/profiles/${lily.profileId}/quiet_hours`, {
        token: parentToken,
        body,
      });
      expect(res.statusCode).toBe(200);
    };
    await quiet({ start: hour(-1), end: hour(2), time_zone: 'UTC' });
    const first = await startCall(t.api, nana, conversationId);
    await t.worker.wake();
    expect(rings(tablet)).toEqual([]);
    expect(rings(joePhone)).toHaveLength(1);
    await callAction(t.api, nana, conversationId, first.call.id, 'leave');
    await quiet(null);

    // A stranger nobody approved for Lily calls: Joe's phone rings, her tablet does not.
    const stranger = await t.api.family(`call-stranger-${n}@example.org`, 'Stranger', 'S');
    const room = { token: nana.token, profileId: nana.profileId, conversationId };
    await inviteInto(t.api, room, { token: stranger.token, profileId: stranger.profile.id });
    const by = { token: stranger.token, profileId: stranger.profile.id };
    const second = await startCall(t.api, by, conversationId);
    await t.worker.wake();
    expect(rings(tablet)).toEqual([]);
    expect(rings(joePhone).map((p) => p.body)).toEqual([
      'Nana is video calling you',
      'Stranger is video calling you',
    ]);
    await callAction(t.api, by, conversationId, second.call.id, 'leave');
  });

  it('rings nobody taken out of the conversation, even when the ring waited for the worker', async () => {
    const { conversationId, nana, joe } = await family();
    const path = `/profiles/${nana.profileId}/conversations/${conversationId}`;
    const removeFrom = async (who: { profileId: string }) =>
      (await t.api.delete(`${path}/participants/${who.profileId}`, nana.token)).statusCode;
    const guest = async (name: string) => {
      const made = await t.api.family(`call-${name}-${n}@example.org`, name, name[0]!);
      const member = { token: made.token, profileId: made.profile.id };
      await inviteInto(t.api, { ...nana, conversationId }, member);
      return { ...member, phone: await subscribe(member.token, member.profileId) };
    };
    const gone = await guest('Gone');
    const late = await guest('Late');
    const nanaPhone = await subscribe(nana.token, nana.profileId);

    // Removed before the call starts.
    expect(await removeFrom(gone)).toBe(204);
    const first = await startCall(t.api, joe, conversationId);
    // Removed after the call started, before the worker sends its rings.
    expect(await removeFrom(late)).toBe(204);
    await t.worker.wake();
    expect(rings(gone.phone)).toEqual([]);
    expect(rings(late.phone)).toEqual([]);
    expect(t.pushes(gone.phone).concat(t.pushes(late.phone))).toEqual([]);
    // The ring did go out, to who is still in the conversation.
    expect(rings(nanaPhone).map((p) => p.body)).toEqual(['Grandpa Joe is video calling you']);
    await callAction(t.api, joe, conversationId, first.call.id, 'leave');
  });

  it('rings nobody who answered or declined, nor anyone once the call is over', async () => {
    const { conversationId, nana, joe, lily } = await family();
    const joePhone = await subscribe(joe.token, joe.profileId);
    const tablet = await subscribe(lily.token, lily.profileId);
    const { call } = await startCall(t.api, nana, conversationId);
    expect((await callAction(t.api, joe, conversationId, call.id, 'join')).statusCode).toBe(200);
    expect((await callAction(t.api, lily, conversationId, call.id, 'decline')).statusCode).toBe(
      204,
    );
    await t.worker.wake();
    expect(rings(joePhone)).toEqual([]);
    expect(rings(tablet)).toEqual([]);
    await callAction(t.api, joe, conversationId, call.id, 'leave');

    const hungUp = await startCall(t.api, nana, conversationId);
    await callAction(t.api, nana, conversationId, hungUp.call.id, 'leave');
    await t.worker.wake();
    expect(rings(joePhone)).toEqual([]);
    expect(rings(tablet)).toEqual([]);
  });
});
