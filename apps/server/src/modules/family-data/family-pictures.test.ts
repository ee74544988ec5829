import { describe, expect, it } from 'vitest';
import type { Message } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { fetchMedia, fixture } from '../../test/media.js';
import { mediaRowsOf, storedPhoto, storedVideo, type Uploader } from '../../test/stored-media.js';
import { readZip } from '../../test/zip.js';
import type { ExportedProfile } from './export-document.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)("a family's photos and videos on %s", (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;

  const send = async (f: Uploader, message: Record<string, unknown>) => {
    const res = await t.api.post(
      `/profiles/${f.profile.id}/conversations/${f.conversation.id}/messages`,
      { message: { content: '', ...message } },
      f.token,
    );
    expect(res.statusCode).toBe(201);
    return res.json<Message>();
  };
  /** Two photos with a caption and a video with the client's poster: their ids, every size. */
  const share = async (f: Uploader) => {
    const photos = [(await storedPhoto(t, f)).id, (await storedPhoto(t, f)).id];
    const video = (await storedVideo(t, f, fixture('video.webm'))).id;
    const poster = (await storedPhoto(t, f)).id;
    const album = await send(f, { content: 'Picnic', photo_ids: photos });
    const clip = await send(f, { content: 'Kite', video_id: video, poster_id: poster });
    return { album, clip, ids: [...photos, video, poster] };
  };
  const linkCount = async (messageIds: string[]) =>
    (
      await t.app.ctx.db
        .selectFrom('message_media')
        .select('media_id')
        .where('message_id', 'in', messageIds)
        .execute()
    ).length;

  it('exports photos (display size) and videos with their captions, shown by the offline page', async () => {
    const gran = await t.api.family(`pictures-export-${++n}@example.org`);
    const { album, clip } = await share(gran);
    const res = await t.api.get('/account/export', gran.token);
    expect(res.statusCode).toBe(200);
    const zip = await readZip(res.rawPayload);
    const name = [...zip.keys()].find((k) => k.startsWith('profiles/'))!;
    const doc = JSON.parse(zip.get(name)!.toString()) as ExportedProfile;
    const messages = doc.conversations[0]!.messages;
    const photos = messages.find((m) => m.id === album.id)!;
    expect(photos).toMatchObject({ kind: 'photo', content: 'Picnic', recording: null });
    expect(photos.pictures).toHaveLength(2);
    for (const [i, picture] of photos.pictures!.entries()) {
      expect(picture).toMatchObject({
        mime_type: 'image/webp',
        file: expect.stringMatching(/^pictures\/.+\.webp$/),
      });
      // The display size, byte for byte as served (not the thumbnail).
      const served = await fetchMedia(t, album.photos![i]!.url);
      expect(zip.get(picture.file)!.equals(served.rawPayload)).toBe(true);
    }
    const video = messages.find((m) => m.id === clip.id)!;
    expect(video).toMatchObject({ kind: 'video', content: 'Kite' });
    const [file] = video.pictures!;
    expect(file).toMatchObject({ mime_type: 'video/webm', file: expect.stringMatching(/\.webm$/) });
    // Byte for byte as served (the upload emptied the file's tags: not the fixture's bytes).
    const served = await fetchMedia(t, clip.video!.url);
    expect(zip.get(file!.file)!.equals(served.rawPayload)).toBe(true);
    expect(zip.has(file!.poster!)).toBe(true);
    // No thumbnail travels: two photos, a video and its poster.
    expect([...zip.keys()].filter((k) => k.startsWith('pictures/'))).toHaveLength(4);
    const index = zip.get('index.html')!.toString();
    expect(index).toContain(file!.file);
    expect(index).toContain("el('img')");
    expect(index).toContain("el('video')");
    expect(index).toContain('Photo from {{0}}, {{1}} of {{2}}');
  });

  it('erasing a profile and deleting an account remove every size of their photos and videos', async () => {
    const gran = await t.api.family(`pictures-erase-${++n}@example.org`);
    const lily = await t.api.createProfile(gran.token, 'Lily');
    const invite = await t.api.post(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/create_invite`,
      undefined,
      gran.token,
    );
    const joined = await t.api.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: lily.id },
      gran.token,
    );
    expect(joined.statusCode).toBe(200);
    const lilyHere = { ...gran, profile: lily };
    const lilys = await share(lilyHere);
    const grans = await share(gran);
    // Each photo has a thumbnail; the video's poster (the client's) keeps its own.
    expect(await mediaRowsOf(t, lilys.ids)).toBe(7);
    expect(await linkCount([lilys.album.id])).toBe(2);

    expect((await t.api.post(`/profiles/${lily.id}/erase`, {}, gran.token)).statusCode).toBe(204);
    expect(await mediaRowsOf(t, lilys.ids)).toBe(0);
    expect(await linkCount([lilys.album.id])).toBe(0);
    expect(await mediaRowsOf(t, grans.ids)).toBe(7);

    const deleted = await t.api.request('DELETE', '/account', {
      token: gran.token,
      body: { password: 'correct horse' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await mediaRowsOf(t, grans.ids)).toBe(0);
    expect(await linkCount([grans.album.id])).toBe(0);
  });
});
