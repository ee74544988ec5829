import { describe, expect, it } from 'vitest';
import type { Language } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { fixture, sendVoice, uploaded } from '../../test/media.js';
import { storedPhoto, storedVideo } from '../../test/stored-media.js';
import { usePushApp } from '../../test/push-app.js';

/** Each device hears a push in the language of the profile used there. */
describe.each(DIALECTS)('push texts in the recipient’s language on %s', (dialect) => {
  const t = usePushApp(dialect);
  const { subscribe, pushes } = t;

  /** The profile chooses its language; null leaves it unchosen (English on the server). */
  async function speak(token: string, profileId: string, language: Language | null) {
    if (language === null) return;
    const res = await t.api.patch(`/profiles/${profileId}`, { profile: { language } }, token);
    expect(res.statusCode).toBe(200);
  }

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
    await t.worker.wake();
    const seconds = Math.round(media.duration_ms! / 1000);
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
    await t.worker.wake();
    expect(pushes(granPhone)[1]).toMatchObject({ title: 'Hearth', body: 'Nuevo mensaje de Sam' });
    expect(pushes(tomPhone)[1]).toMatchObject({ title: 'Hearth', body: 'New message from Sam' });

    // Tom chooses German: his next push follows, the grandmother's stays Spanish.
    await speak(tom.token, tom.profile.id, 'de');
    await sendMessage(t.api, kid.token, kid.profile.id, kid.conversation.id, 'Hallo');
    await t.worker.wake();
    expect(pushes(tomPhone)[2]).toMatchObject({ body: 'Neue Nachricht von Sam' });
    expect(pushes(granPhone)[2]).toMatchObject({ body: 'Nuevo mensaje de Sam' });
  });

  it('says photos and videos in each language, counting the photos', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild('lang-photo', 'Familia');
    await speak(gran.token, gran.profile.id, 'ar');
    await speak(kid.token, kid.profile.id, 'fr');
    const granPhone = await subscribe(gran.token, gran.profile.id);
    const kidPhone = await subscribe(kid.token, kid.profile.id);
    const send = async (from: typeof kid, message: Record<string, unknown>) => {
      const res = await t.api.post(
        `/profiles/${from.profile.id}/conversations/${from.conversation.id}/messages`,
        { message: { content: '', ...message } },
        from.token,
      );
      expect(res.statusCode).toBe(201);
      await t.worker.wake();
    };
    const photos = [(await storedPhoto(t, kid)).id, (await storedPhoto(t, kid)).id];
    await send(kid, { photo_ids: photos });
    await send(kid, { photo_ids: [(await storedPhoto(t, kid)).id] });
    await send(gran, {
      content: 'hola',
      video_id: (await storedVideo(t, gran, fixture('video.webm'))).id,
    });
    expect(pushes(granPhone).map((p) => p.body)).toEqual(['صورتان من Sam', 'صورة من Sam']);
    expect(pushes(kidPhone).map((p) => p.body)).toEqual(['Grandma a envoyé une vidéo (0:01)']);
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
      await t.worker.wake();
      expect(pushes(phone)).toEqual([expect.objectContaining({ title, body, url: '/kids' })]);
    }
  });
});
