import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';

import type { Media } from '@hearth/shared';
import { mediaFixture } from '../../test/fixtures/media/media-fixture.js';
import { fetchMedia, sendVoice, upload, uploaded, type VoiceMessage } from '../../test/media.js';
import { sweepUnsentMedia } from './media.service.js';
import { useTestApp } from '../../test/use-test-app.js';

const DAY = 24 * 3600_000;

describe.each(DIALECTS)('unsent media on %s', (dialect) => {
  const t = useTestApp(dialect);

  const chunksOf = async (mediaId: string) =>
    (
      await t.app.ctx.db
        .selectFrom('media_chunks')
        .select('seq')
        .where('media_id', '=', mediaId)
        .execute()
    ).length;

  it('removes an upload no message carries after a day, with its bytes, and keeps sent ones', async () => {
    const f = await t.api.family('sweep@example.org');
    const unsent = await uploaded(t, f);
    const sent = (await sendVoice(t.api, f, (await uploaded(t, f)).id)).json<VoiceMessage>();
    const unsentUrl = t.app.ctx.mediaUrls.urlFor(unsent.id, f.profile.id);

    // Within the day: nothing goes, the unsent upload can still be sent from an outbox.
    expect(await sweepUnsentMedia(t.app.ctx, Date.now() + DAY - 60_000)).toBe(0);
    expect((await fetchMedia(t, unsentUrl)).statusCode).toBe(200);

    expect(await sweepUnsentMedia(t.app.ctx, Date.now() + DAY + 60_000)).toBeGreaterThanOrEqual(1);
    expect((await fetchMedia(t, unsentUrl)).statusCode).toBe(404);
    expect(await chunksOf(unsent.id)).toBe(0);
    expect((await fetchMedia(t, sent.audio.url)).statusCode).toBe(200);
    expect(await chunksOf(sent.audio.id)).toBe(1);
  });

  it('removes a deleted profile’s unsent uploads at once; its sent messages keep theirs', async () => {
    const { gran: f, kid } = await t.api.grandmaAndGrandchild('leaving');
    const stays = await t.api.createProfile(f.token, 'Grandpa');
    const unsent = await uploaded(t, f);
    const sent = (await sendVoice(t.api, f, (await uploaded(t, f)).id)).json<VoiceMessage>();
    const other = await t.api.createConversation(f.token, stays.id, 'Other');
    const othersUpload = await uploaded(t, { ...f, profile: stays, conversation: other });
    const { mediaUrls } = t.app.ctx;

    expect((await t.api.delete(`/profiles/${f.profile.id}`, f.token)).statusCode).toBe(204);
    expect((await fetchMedia(t, mediaUrls.urlFor(unsent.id, kid.profile.id))).statusCode).toBe(404);
    expect(await chunksOf(unsent.id)).toBe(0);
    // The family's history still plays the departed profile's voice, for those still there;
    // the links it was handed itself end with it.
    const kidsLink = mediaUrls.urlFor(sent.audio.id, kid.profile.id);
    expect((await fetchMedia(t, kidsLink)).statusCode).toBe(200);
    expect((await fetchMedia(t, sent.audio.url)).statusCode).toBe(404);
    expect((await fetchMedia(t, mediaUrls.urlFor(othersUpload.id, stays.id))).statusCode).toBe(200);
  });

  it('removes media once the message that carried it is gone', async () => {
    const f = await t.api.family('gone@example.org');
    const sent = (await sendVoice(t.api, f, (await uploaded(t, f)).id)).json<VoiceMessage>();
    await t.app.ctx.db.deleteFrom('events').where('message_id', '=', sent.id).execute();
    await t.app.ctx.db.deleteFrom('messages').where('id', '=', sent.id).execute();
    expect((await fetchMedia(t, sent.audio.url)).statusCode).toBe(200);
    await sweepUnsentMedia(t.app.ctx, Date.now() + DAY + 60_000);
    expect((await fetchMedia(t, sent.audio.url)).statusCode).toBe(404);
  });

  it('keeps a sent photo and a sent video with their sizes; an unsent one goes with its sizes', async () => {
    const f = await t.api.family('sweep-photos@example.org');
    const put = async (name: string) => {
      const res = await upload(t, f.token, f.profile.id, f.conversation.id, mediaFixture(name));
      return res.json<{ media: Media }>().media.id;
    };
    const [sentPhoto, unsentPhoto, sentVideo] = [
      await put('photo.png'),
      await put('photo.png'),
      await put('video.webm'),
    ];
    const sizes = async (id: string) =>
      (
        await t.app.ctx.db
          .selectFrom('media')
          .select('id')
          .where((eb) => eb.or([eb('id', '=', id), eb('variant_of', '=', id)]))
          .execute()
      ).map((row) => row.id);
    const [, unsentThumb] = await sizes(unsentPhoto);
    expect((await sizes(sentVideo)).length).toBe(2); // the video and its poster
    // Carried as a photo message carries them (message_media) and as a video message does
    // (messages.media_id): the message rows are a voice message's, re-pointed.
    const photoMessage = (
      await sendVoice(t.api, f, (await uploaded(t, f)).id)
    ).json<VoiceMessage>();
    await t.app.ctx.db
      .insertInto('message_media')
      .values({ message_id: photoMessage.id, position: 0, media_id: sentPhoto })
      .execute();
    const videoMessage = (
      await sendVoice(t.api, f, (await uploaded(t, f)).id)
    ).json<VoiceMessage>();
    await t.app.ctx.db
      .updateTable('messages')
      .set({ media_id: sentVideo })
      .where('id', '=', videoMessage.id)
      .execute();

    // The old recording of the re-pointed message, the unsent photo: two uploads, not their sizes.
    expect(await sweepUnsentMedia(t.app.ctx, Date.now() + DAY + 60_000)).toBe(2);
    expect((await sizes(sentPhoto)).length).toBe(2);
    expect((await sizes(sentVideo)).length).toBe(2);
    expect(await sizes(unsentPhoto)).toEqual([]);
    expect(await chunksOf(unsentThumb!)).toBe(0);
  });
});
