import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type ConversationDetail, type Message } from '@hearth/shared';
import { DIALECTS } from '../../../../test/databases.js';
import { fetchMedia, fixture } from '../../../../test/media.js';
import { TestSocket } from '../../../../test/socket.js';
import {
  mediaRowsOf,
  storedPhoto,
  storedVideo,
  type Uploader,
} from '../../../../test/stored-media.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { sweepUnsentMedia } from '../../../media/media.service.js';

describe.each(DIALECTS)('photo and video messages on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  let n = 0;
  const twoFamilies = () => t.api.grandmaAndGrandchild(`photo-${++n}`);
  const path = (f: Uploader) => `/profiles/${f.profile.id}/conversations/${f.conversation.id}`;
  const send = (f: Uploader, message: Record<string, unknown>) =>
    t.api.post(`${path(f)}/messages`, { message: { content: '', ...message } }, f.token);
  const photos = async (f: Uploader, count: number) => {
    const made = [];
    for (let i = 0; i < count; i++) made.push((await storedPhoto(t, f)).id);
    return made;
  };
  const signedFor = (holder: string) =>
    expect.stringMatching(new RegExp(`^/api/v1/media/[0-9a-f-]+\\?holder=${holder}&`));

  it('sends 1, 3 and 10 photos in the order given, with a caption', async () => {
    const { gran } = await twoFamilies();
    for (const count of [1, 3, 10]) {
      const ids = await photos(gran, count);
      const res = await send(gran, { content: 'The garden', photo_ids: ids });
      expect(res.statusCode).toBe(201);
      const message = res.json<Message>();
      expect(message).toMatchObject({ kind: 'photo', content: 'The garden' });
      expect(message.photos!.map((p) => p.id)).toEqual(ids);
      expect(message.photos![0]).toEqual({
        id: ids[0],
        url: signedFor(gran.profile.id),
        thumb_url: signedFor(gran.profile.id),
        width: 64,
        height: 48,
        placeholder: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      });
      expect(message.photos![0]!.thumb_url).not.toBe(message.photos![0]!.url);
      const served = await fetchMedia(t, message.photos![0]!.thumb_url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('refuses 11 photos, another’s photo, a used photo, a video as a photo; answers a retry', async () => {
    const { gran, kid } = await twoFamilies();
    const eleven = await send(gran, { photo_ids: await photos(gran, 11) });
    expect(eleven.statusCode).toBe(422);
    expect(eleven.json().errors).toContain(MEDIA_MESSAGES.photosCount);

    const theirs = await send(gran, { photo_ids: await photos(kid, 1) });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().error).toBe(MEDIA_MESSAGES.photosNotYours);

    const video = await storedVideo(t, gran, fixture('video.webm'));
    const notPhoto = await send(gran, { photo_ids: [video.id] });
    expect(notPhoto.json().error).toBe(MEDIA_MESSAGES.photosNotYours);
    // Nor is a photo or a video a recording, or a thumbnail a photo of its own.
    const [photo] = await photos(gran, 1);
    for (const audio_id of [photo!, video.id]) {
      const asVoice = await send(gran, { audio_id });
      expect([asVoice.statusCode, asVoice.json().error]).toEqual([
        422,
        MEDIA_MESSAGES.audioNotYours,
      ]);
    }
    const thumb = await t.app.ctx.db
      .selectFrom('media')
      .select('id')
      .where('variant_of', '=', photo!)
      .executeTakeFirstOrThrow();
    const asPhoto = await send(gran, { photo_ids: [thumb.id] });
    expect(asPhoto.json().error).toBe(MEDIA_MESSAGES.photosNotYours);

    const [first, second] = await photos(gran, 2);
    const clientId = randomUUID();
    const sent = await send(gran, { photo_ids: [first], client_id: clientId });
    expect(sent.statusCode).toBe(201);
    const retried = await send(gran, { photo_ids: [first], client_id: clientId });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Message>().id).toBe(sent.json<Message>().id);
    const used = await send(gran, { photo_ids: [second, first] });
    expect(used.statusCode).toBe(422);
    expect(used.json().error).toBe(MEDIA_MESSAGES.photoUsed);
    // Nothing of the refused send was stored: the second photo is still free to send.
    expect((await send(gran, { photo_ids: [second] })).statusCode).toBe(201);
  });

  it('sends a video with the server’s poster, and one with the client’s poster', async () => {
    const { gran } = await twoFamilies();
    const video = await storedVideo(t, gran, fixture('video.webm'));
    const res = await send(gran, { content: 'Look!', video_id: video.id });
    expect(res.statusCode).toBe(201);
    // The video is the message's media, but no recording: it carries no `audio`.
    expect(res.json<Message>()).not.toHaveProperty('audio');
    expect(res.json<Message>()).toMatchObject({
      kind: 'video',
      content: 'Look!',
      video: {
        id: video.id,
        url: signedFor(gran.profile.id),
        poster_url: signedFor(gran.profile.id),
        mime_type: 'video/webm',
        duration_ms: video.duration_ms,
        width: video.width,
        height: video.height,
      },
    });
    const again = await send(gran, { video_id: video.id });
    expect(again.json().error).toBe(MEDIA_MESSAGES.videoUsed);

    const second = await storedVideo(t, gran, fixture('video.webm'));
    const poster = await storedPhoto(t, gran);
    const drawn = await send(gran, { video_id: second.id, poster_id: poster.id });
    expect(drawn.statusCode).toBe(201);
    expect(drawn.json<Message>().video!.poster_url).toContain(`/media/${poster.id}?`);
    // The server's poster made way for the client's: one poster, with the video.
    const posters = await t.app.ctx.db
      .selectFrom('media')
      .select('id')
      .where('variant_of', '=', second.id)
      .where('variant', '=', 'poster')
      .execute();
    expect(posters).toEqual([{ id: poster.id }]);
    // Now a size of the video, the poster is no photo of its own.
    const reused = await send(gran, { photo_ids: [poster.id] });
    expect(reused.json().error).toBe(MEDIA_MESSAGES.photosNotYours);
    const badPoster = await send(gran, {
      video_id: (await storedVideo(t, gran, fixture('video.webm'))).id,
      poster_id: second.id,
    });
    expect(badPoster.json().error).toBe(MEDIA_MESSAGES.posterNotYours);
  });

  it('shows photos and video in the detail, pages, live and on catch-up, signed per reader', async () => {
    const { gran, kid } = await twoFamilies();
    const kidSocket = await TestSocket.connect(url, kid.token);
    try {
      const ids = await photos(gran, 3);
      const sent = (await send(gran, { content: 'Us', photo_ids: ids })).json<Message>();
      const video = await storedVideo(t, gran, fixture('video.webm'));
      const clip = (await send(gran, { video_id: video.id })).json<Message>();

      const live = await kidSocket.next(
        (e) => e.type === 'message.created' && e.message.id === sent.id,
      );
      const livePhotos = live.type === 'message.created' ? live.message.photos! : [];
      expect(livePhotos.map((p) => p.id)).toEqual(ids);
      expect(livePhotos[2]!.thumb_url).toEqual(signedFor(kid.profile.id));
      expect((await fetchMedia(t, livePhotos[2]!.url)).statusCode).toBe(200);
      const liveClip = await kidSocket.next(
        (e) => e.type === 'message.created' && e.message.id === clip.id,
      );
      if (liveClip.type !== 'message.created') throw new Error('unreachable');
      expect(liveClip.message.video!.poster_url).toEqual(signedFor(kid.profile.id));

      const detail = await t.api.get(path(kid), kid.token);
      const { messages } = detail.json<ConversationDetail>();
      const shown = messages.find((m) => m.id === sent.id)!;
      expect(shown.photos!.map((p) => p.id)).toEqual(ids);
      expect(shown.photos![0]!.url).toEqual(signedFor(kid.profile.id));
      expect(messages.find((m) => m.id === clip.id)!.video!.id).toBe(video.id);

      const page = await t.api.get(`${path(kid)}?limit=1`, kid.token);
      expect(page.statusCode).toBe(200);
      expect(JSON.stringify(page.json())).toContain(video.id);

      const late = await TestSocket.connect(url, kid.token);
      late.send({ type: 'sync', cursors: { [`c:${gran.conversation.id}`]: 0 } });
      await late.next((e) => e.type === 'synced');
      const replayed = late.of('message.created').find((e) => e.message.id === sent.id);
      expect(replayed?.message.photos!.map((p) => p.id)).toEqual(ids);
      late.close();
    } finally {
      kidSocket.close();
    }
  });

  it('deleting a photo or video message removes every size of its media', async () => {
    const { gran } = await twoFamilies();
    const ids = await photos(gran, 2);
    const video = await storedVideo(t, gran, fixture('video.webm'));
    const poster = await storedPhoto(t, gran);
    const all = [...ids, video.id, poster.id];
    expect(await mediaRowsOf(t, all)).toBe(8);
    const album = (await send(gran, { photo_ids: ids })).json<Message>();
    const clip = (await send(gran, { video_id: video.id, poster_id: poster.id })).json<Message>();
    // The server's poster made way for the client's (which keeps its own thumbnail).
    expect(await mediaRowsOf(t, all)).toBe(7);
    for (const id of [album.id, clip.id]) {
      expect((await t.api.delete(`${path(gran)}/messages/${id}`, gran.token)).statusCode).toBe(204);
    }
    expect(await mediaRowsOf(t, all)).toBe(0);
    const links = await t.app.ctx.db
      .selectFrom('message_media')
      .select('media_id')
      .where('message_id', '=', album.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('the sweep of unsent uploads keeps sent photos and videos with every size, takes unsent ones whole', async () => {
    const { gran } = await twoFamilies();
    const sent = await photos(gran, 2);
    const video = await storedVideo(t, gran, fixture('video.webm'));
    expect((await send(gran, { photo_ids: sent })).statusCode).toBe(201);
    expect((await send(gran, { video_id: video.id })).statusCode).toBe(201);
    const unsent = await photos(gran, 1);
    const dayLater = Date.now() + 25 * 3600 * 1000;
    await sweepUnsentMedia(t.app.ctx, dayLater);
    expect(await mediaRowsOf(t, [...sent, video.id])).toBe(6);
    expect(await mediaRowsOf(t, unsent)).toBe(0);
  });
});
