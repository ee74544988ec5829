import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, PUSH_TTL_SECONDS, type PushSettings } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage, until } from '../../test/helper.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { sendVoice, uploaded } from '../../test/media.js';
import { decrypt, verifyVapid } from '../../test/push-service.js';
import { usePushApp } from '../../test/push-app.js';
import { TestSocket } from '../../test/socket.js';

describe.each(DIALECTS)('web push on %s', (dialect) => {
  const t = usePushApp(dialect, { held: false });
  const { subscribe } = t;

  let n = 0;
  /** Grandma's family and a grandchild's, in one conversation. */
  const twoFamilies = () => t.api.grandmaAndGrandchild(`push-${++n}`);

  const say = async (
    f: { token: string; profile: { id: string }; conversation: { id: string } },
    text: string,
  ) => {
    const res = await sendMessage(t.api, f.token, f.profile.id, f.conversation.id, text);
    expect(res.statusCode).toBe(201);
    await t.worker.wake();
  };

  it('sends an encrypted push with TTL, Topic and a VAPID signature of its own key', async () => {
    const { gran, kid } = await twoFamilies();
    const phone = await subscribe(kid.token, kid.profile.id);
    await say(gran, 'Hello there');

    const [push, ...more] = t.service.to(phone);
    expect(more).toEqual([]);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(push!.headers.topic).toBe(gran.conversation.id.replaceAll('-', ''));
    expect(push!.headers.urgency).toBe('high');
    const payload = decrypt(phone, push!.body);
    expect(payload).toMatchObject({
      title: 'Hello',
      body: 'Grandma: Hello there',
      conversation_id: gran.conversation.id,
      profile_id: kid.profile.id,
      url: `/conversations/${gran.conversation.id}`,
    });
    const { claims, publicKey } = verifyVapid(String(push!.headers.authorization));
    expect(claims.aud).toBe(new URL(phone.endpoint).origin);
    expect(claims.sub).toBe('mailto:push-test@example.org');
    const left = claims.exp - Date.now() / 1000;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(24 * 3600);
    const key = await t.api.get('/push/key');
    expect(key.json()).toEqual({ public_key: publicKey });
  });

  it('says who sent a voice message and how long it is', async () => {
    const { gran, kid } = await twoFamilies();
    const phone = await subscribe(kid.token, kid.profile.id);
    const media = await uploaded(t, gran, 'voice.ogg');
    expect((await sendVoice(t.api, gran, media.id)).statusCode).toBe(201);
    await t.worker.wake();
    const seconds = Math.round(media.duration_ms! / 1000);
    const length = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    expect(t.service.to(phone).map((p) => decrypt(phone, p.body).body)).toEqual([
      `Grandma sent a voice message (${length})`,
    ]);
  });

  it("rings a child's device only for people its parent approved, and never in quiet hours", async () => {
    n += 1;
    const nana = await familyWithChild(t.api, `push-nana-${n}@example.org`);
    const room = {
      token: nana.token,
      profileId: nana.profile.id,
      conversationId: nana.conversation.id,
    };
    await inviteInto(t.api, room, { token: nana.token, profileId: nana.child.id });
    const tablet = await subscribe(nana.childToken, nana.child.id);
    // A child's device rings for its own profile only.
    const other = t.service.subscription();
    const { ecdh: _ecdh, ...json } = other;
    const refused = await t.api.post(
      '/push/subscriptions',
      { profile_id: nana.profile.id, subscription: json },
      nana.childToken,
    );
    expect(refused.statusCode).toBe(404);

    // A stranger joins: the conversation waits for Nana's yes, and the tablet stays silent.
    const stranger = await t.api.signUp(`push-stranger-${n}@example.org`);
    const strangerProfile = await t.api.createProfile(stranger.access_token, 'Stranger');
    await inviteInto(t.api, room, { token: stranger.access_token, profileId: strangerProfile.id });
    const stranger_ = {
      token: stranger.access_token,
      profile: strangerProfile,
      conversation: nana.conversation,
    };
    await say(stranger_, 'hello little one');
    expect(t.service.to(tablet)).toEqual([]);

    const approvals = await t.api.get(`/profiles/${nana.child.id}/approvals`, nana.token);
    const [request] = approvals.json().pending as { id: string }[];
    const approved = await t.api.post(
      `/profiles/${nana.child.id}/approvals/${request!.id}/approve`,
      undefined,
      nana.token,
    );
    expect(approved.statusCode).toBeLessThan(300);
    await say(stranger_, 'now you may hear me');
    expect(t.service.to(tablet).map((p) => decrypt(tablet, p.body).body)).toEqual([
      'Stranger: now you may hear me',
    ]);

    // Quiet hours around now, in UTC: nothing rings.
    const hour = (h: number) =>
      `${String((new Date().getUTCHours() + h + 24) % 24).padStart(2, '0')}:00`;
    const quiet = await t.api.request('PUT', `/profiles/${nana.child.id}/quiet_hours`, {
      token: nana.token,
      body: { start: hour(-1), end: hour(2), time_zone: 'UTC' },
    });
    expect(quiet.statusCode).toBe(200);
    await say(stranger_, 'good night');
    expect(t.service.to(tablet)).toHaveLength(1);
  });

  it('says which story a read-aloud tells', async () => {
    const { gran, kid } = await twoFamilies();
    const phone = await subscribe(kid.token, kid.profile.id);
    const page = await uploaded(t, gran, 'voice.ogg');
    const res = await t.api.post(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/messages`,
      {
        message: {
          story: { story_id: 'three-bears', pages: [{ page_number: 1, audio_id: page.id }] },
        },
      },
      gran.token,
    );
    expect(res.statusCode).toBe(201);
    await t.worker.wake();
    expect(t.service.to(phone).map((p) => decrypt(phone, p.body).body)).toEqual([
      'Grandma read you Goldilocks and the Three Bears',
    ]);
  });

  it("rings none of the sender's own devices", async () => {
    const { gran, kid } = await twoFamilies();
    const granPhone = await subscribe(gran.token, gran.profile.id);
    const kidPhone = await subscribe(kid.token, kid.profile.id);
    await say(gran, 'From me');
    expect(t.service.to(granPhone)).toEqual([]);
    expect(t.service.to(kidPhone)).toHaveLength(1);
  });

  it('leaves out the text without previews, and a muted conversation altogether', async () => {
    const { gran, kid } = await twoFamilies();
    const phone = await subscribe(kid.token, kid.profile.id);
    const settings = `/profiles/${kid.profile.id}/push-settings`;
    const off = await t.api.patch(settings, { previews: false }, kid.token);
    expect(off.json<PushSettings>()).toEqual({ previews: false, muted_conversation_ids: [] });
    await say(gran, 'A secret');
    expect(decrypt(phone, t.service.to(phone)[0]!.body)).toMatchObject({
      title: 'Hearth',
      body: 'New message from Grandma',
    });

    const mute = `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}/notifications`;
    const muted = await t.api.request('PUT', mute, { token: kid.token, body: { muted: true } });
    expect(muted.json()).toEqual({ muted: true });
    expect((await t.api.get(settings, kid.token)).json<PushSettings>()).toEqual({
      previews: false,
      muted_conversation_ids: [gran.conversation.id],
    });
    await say(gran, 'Muted');
    expect(t.service.to(phone)).toHaveLength(1);

    await t.api.request('PUT', mute, { token: kid.token, body: { muted: false } });
    await say(gran, 'Unmuted');
    expect(t.service.to(phone)).toHaveLength(2);
  });

  it('refuses bad input and what is not the caller’s', async () => {
    const { gran, kid } = await twoFamilies();
    const bad = await t.api.post(
      '/push/subscriptions',
      {
        profile_id: kid.profile.id,
        subscription: { endpoint: 'http://example.org/x', keys: { p256dh: 'a', auth: 'b' } },
      },
      kid.token,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([PUSH_MESSAGES.endpointInsecure]);
    const { ecdh: _e, ...json } = t.service.subscription();
    const other = await t.api.post(
      '/push/subscriptions',
      { profile_id: gran.profile.id, subscription: json },
      kid.token,
    );
    expect(other.statusCode).toBe(404);
    expect(
      (await t.api.post('/push/subscriptions', { profile_id: kid.profile.id, subscription: json }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.api.get(`/profiles/${gran.profile.id}/push-settings`, kid.token)).statusCode,
    ).toBe(404);
    const notBool = await t.api.patch(
      `/profiles/${kid.profile.id}/push-settings`,
      { previews: 'no' },
      kid.token,
    );
    expect(notBool.json().errors).toEqual([PUSH_MESSAGES.previewsRequired]);
  });

  it('forgets a subscription its push service answers 410 for', async () => {
    const { gran, kid } = await twoFamilies();
    const phone = await subscribe(kid.token, kid.profile.id);
    t.service.answer(phone.endpoint, 410);
    await say(gran, 'Anyone there?');
    expect(t.service.to(phone)).toHaveLength(1);
    const left = await t.app.ctx.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', phone.endpoint)
      .execute();
    expect(left).toEqual([]);
    await say(gran, 'Hello?');
    expect(t.service.to(phone)).toHaveLength(1);
  });

  it('follows no redirect: a push service cannot send the server on to another address', async () => {
    for (const status of [301, 302, 307, 308]) {
      const { gran, kid } = await twoFamilies();
      const phone = await subscribe(kid.token, kid.profile.id);
      const elsewhere = t.service.subscription();
      t.service.answer(phone.endpoint, status, elsewhere.endpoint);
      await say(gran, 'Over there?');
      expect(t.service.to(phone), String(status)).toHaveLength(1);
      expect(t.service.to(elsewhere), String(status)).toEqual([]);
    }
    // A redirect is a refusal: the push is dropped, not tried again.
    const owed = await t.app.ctx.db.selectFrom('push_outbox').select('id').execute();
    expect(owed).toEqual([]);
  });

  it('rings no device while it shows a visible Hearth tab, and again once hidden', async () => {
    const { gran, kid } = await twoFamilies();
    const phone = await subscribe(kid.token, kid.profile.id);
    const tab = await TestSocket.connect(t.url, kid.token);
    const presence = () => t.app.ctx.db.selectFrom('push_presence').select('socket_id').execute();
    tab.send({ type: 'visibility', visible: true });
    await until(async () => (await presence()).length === 1);
    await say(gran, 'You are looking');
    expect(t.service.to(phone)).toEqual([]);

    tab.send({ type: 'visibility', visible: false });
    await until(async () => (await presence()).length === 0);
    await say(gran, 'You looked away');
    expect(t.service.to(phone).map((p) => decrypt(phone, p.body).body)).toEqual([
      'Grandma: You looked away',
    ]);

    tab.send({ type: 'visibility', visible: true });
    await until(async () => (await presence()).length === 1);
    tab.close();
    await until(async () => (await presence()).length === 0);
  });

  it('keeps one subscription per device session, its newest', async () => {
    const { gran, kid } = await twoFamilies();
    const old = await subscribe(kid.token, kid.profile.id);
    const current = await subscribe(kid.token, kid.profile.id);
    await say(gran, 'Which one?');
    expect(t.service.to(old)).toEqual([]);
    expect(t.service.to(current)).toHaveLength(1);
  });

  it('stops when the device session unsubscribes', async () => {
    const { gran, kid } = await twoFamilies();
    const phone = await subscribe(kid.token, kid.profile.id);
    expect((await t.api.delete('/push/subscriptions', kid.token)).statusCode).toBe(204);
    await say(gran, 'Gone');
    expect(t.service.to(phone)).toEqual([]);
  });
});
