import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, PushPayload } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { buildTestApp, sendMessage, type TestApp } from '../../test/helper.js';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { sendVoice, uploaded } from '../../test/media.js';
import {
  decrypt,
  heldWorker,
  pushAgent,
  TestPushService,
  type TestSubscription,
} from '../../test/push-service.js';
import type { PushWorker } from './push-worker.js';

/** Each device hears a push in the language of the profile used there. */
describe.each(DIALECTS)('push texts in the recipient’s language on %s', (dialect) => {
  let t: TestApp;
  let service: TestPushService;
  let worker: PushWorker;
  beforeAll(async () => {
    service = await TestPushService.start();
    let own: PushWorker | undefined;
    t = await buildTestApp(
      dialect,
      {},
      { push: { agent: pushAgent(), onWorker: (w) => (own = w) } },
    );
    worker = await heldWorker(t.app, own!);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await service.close();
  });

  async function subscribe(token: string, profileId: string): Promise<TestSubscription> {
    const phone = service.subscription();
    const { ecdh: _ecdh, ...json } = phone;
    const res = await t.api.post(
      '/push/subscriptions',
      { profile_id: profileId, subscription: json },
      token,
    );
    expect(res.statusCode).toBe(201);
    return phone;
  }

  /** The profile chooses its language; null leaves it unchosen (English on the server). */
  async function speak(token: string, profileId: string, language: Language | null) {
    if (language === null) return;
    const res = await t.api.patch(`/profiles/${profileId}`, { profile: { language } }, token);
    expect(res.statusCode).toBe(200);
  }

  const pushes = (phone: TestSubscription): PushPayload[] =>
    service.to(phone).map((push) => decrypt(phone, push.body));

  it('says one message in Spanish to a Spanish grandmother and in English to the others', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild('lang-push', 'Familia');
    // Tom, of a third family, never chose a language: English.
    const tom = await t.api.family('lang-push-tom@example.org', 'Tom', 'Tom');
    await inviteInto(
      t.api,
      { token: gran.token, profileId: gran.profile.id, conversationId: gran.conversation.id },
      { token: tom.token, profileId: tom.profile.id },
    );
    await speak(gran.token, gran.profile.id, 'es');
    const granPhone = await subscribe(gran.token, gran.profile.id);
    const tomPhone = await subscribe(tom.token, tom.profile.id);

    const media = await uploaded(t, kid, 'voice.ogg');
    expect((await sendVoice(t.api, kid, media.id)).statusCode).toBe(201);
    await worker.wake();
    const seconds = Math.round(media.duration_ms / 1000);
    const length = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    expect(pushes(granPhone).map((p) => [p.title, p.body])).toEqual([
      ['Familia', `Sam envió un mensaje de voz (${length})`],
    ]);
    expect(pushes(tomPhone).map((p) => [p.title, p.body])).toEqual([
      ['Familia', `Sam sent a voice message (${length})`],
    ]);

    // Without previews, only the sender is named: in each one's language too.
    for (const [token, profileId] of [
      [gran.token, gran.profile.id],
      [tom.token, tom.profile.id],
    ] as const) {
      const off = await t.api.patch(
        `/profiles/${profileId}/push-settings`,
        { previews: false },
        token,
      );
      expect(off.statusCode).toBe(200);
    }
    const said = await sendMessage(t.api, kid.token, kid.profile.id, kid.conversation.id, 'Hola');
    expect(said.statusCode).toBe(201);
    await worker.wake();
    expect(pushes(granPhone)[1]).toMatchObject({ title: 'Hearth', body: 'Nuevo mensaje de Sam' });
    expect(pushes(tomPhone)[1]).toMatchObject({ title: 'Hearth', body: 'New message from Sam' });

    // Tom chooses German: his next push follows, the grandmother's stays Spanish.
    await speak(tom.token, tom.profile.id, 'de');
    await sendMessage(t.api, kid.token, kid.profile.id, kid.conversation.id, 'Hallo');
    await worker.wake();
    expect(pushes(tomPhone)[2]).toMatchObject({ body: 'Neue Nachricht von Sam' });
    expect(pushes(granPhone)[2]).toMatchObject({ body: 'Nuevo mensaje de Sam' });
  });

  it("asks a Spanish parent's approval in Spanish, and an English one's in English", async () => {
    for (const [tag, language, title, body] of [
      ['lang-es', 'es', 'Dan quiere hablar con Lily', 'Abre Hearth para aceptar o rechazar'],
      ['lang-en', null, 'Dan wants to talk with Lily', 'Open Hearth to approve or decline'],
    ] as const) {
      const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, tag);
      await speak(nana.token, nana.profile.id, language);
      const phone = await subscribe(nana.token, nana.profile.id);
      const dan = await t.api.family(`dan-${tag}@example.org`, 'Dan', 'Dan');
      await inviteInto(
        t.api,
        { token: joe.token, profileId: joe.profile.id, conversationId },
        { token: dan.token, profileId: dan.profile.id },
      );
      await worker.wake();
      expect(pushes(phone)).toEqual([expect.objectContaining({ title, body, url: '/kids' })]);
    }
  });
});
