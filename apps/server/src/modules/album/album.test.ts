import { describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES, type AlbumItem, type AlbumPage, type Message } from '@hearth/shared';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { fetchMedia, fixture } from '../../test/media.js';
import { storedPhoto, storedVideo, type Uploader } from '../../test/stored-media.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('the family album on %s', (dialect) => {
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
  const sendPhotos = async (f: Uploader, count: number, content = '') => {
    const ids = [];
    for (let i = 0; i < count; i++) ids.push((await storedPhoto(t, f)).id);
    return send(f, { content, photo_ids: ids });
  };
  const album = (profileId: string, token: string, query = '') =>
    t.api.get(`/profiles/${profileId}/album${query}`, token);
  const itemsOf = async (profileId: string, token: string, query = '') => {
    const res = await album(profileId, token, query);
    expect(res.statusCode).toBe(200);
    return res.json<AlbumPage>().items;
  };
  const key = (item: AlbumItem) => `${item.message_id}:${item.position}`;

  it('shows every photo and video newest first, signed for the reader, and pages through them', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild(`album-${++n}`, 'Summer');
    const first = await sendPhotos(gran, 3, 'The beach');
    await send(gran, { content: 'words only' });
    const clip = await send(gran, {
      content: 'Waves',
      video_id: (await storedVideo(t, gran, fixture('video.webm'))).id,
    });
    const last = await sendPhotos({ ...kid, user: kid.user }, 1);

    const items = await itemsOf(kid.profile.id, kid.token);
    expect(items.map(key)).toEqual([
      `${last.id}:0`,
      `${clip.id}:0`,
      `${first.id}:0`,
      `${first.id}:1`,
      `${first.id}:2`,
    ]);
    expect(items[1]).toMatchObject({
      kind: 'video',
      video: { id: clip.video!.id, mime_type: 'video/webm', duration_ms: 1000 },
      position: 0,
      of: 1,
      caption: 'Waves',
      conversation: { id: gran.conversation.id, title: 'Summer' },
      profile: { id: gran.profile.id, nickname: 'Grandma' },
      created_at: clip.created_at,
    });
    expect(items[3]).toMatchObject({
      kind: 'photo',
      photo: { id: first.photos![1]!.id, width: 64, height: 48 },
      position: 1,
      of: 3,
      caption: 'The beach',
    });
    const photo = items[3]!.photo!;
    expect(photo.thumb_url).toContain(`holder=${kid.profile.id}&`);
    expect((await fetchMedia(t, photo.thumb_url)).statusCode).toBe(200);

    // Two at a time, the cursor carries on inside a message, to the end.
    const paged: AlbumItem[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&before=${cursor}` : ''}`;
      const page = (await album(kid.profile.id, kid.token, query)).json<AlbumPage>();
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged.map(key)).toEqual(items.map(key));

    // One conversation's only; a deleted message's photos are gone from it.
    const path = `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}`;
    expect((await t.api.delete(`${path}/messages/${first.id}`, gran.token)).statusCode).toBe(204);
    const filtered = await itemsOf(
      gran.profile.id,
      gran.token,
      `?conversation_id=${gran.conversation.id}`,
    );
    expect(filtered.map(key)).toEqual([`${last.id}:0`, `${clip.id}:0`]);
  });

  it('refuses a bad limit or cursor (422) and another account’s profile or conversation (404)', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild(`album-${++n}`);
    const other = await t.api.family(`album-other-${n}@example.org`);
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?before=nonsense',
      '?before=W10',
    ]) {
      const res = await album(gran.profile.id, gran.token, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors.length, query).toBeGreaterThan(0);
      // The album's cursor has a sentence of its own, and so its own code (not search's).
      if (!query.startsWith('?before')) continue;
      expect(res.json(), query).toMatchObject({
        errors: [ALBUM_MESSAGES.cursorInvalid],
        error_codes: ['album.cursorInvalid'],
      });
    }
    expect((await album(gran.profile.id, other.token)).statusCode).toBe(404);
    expect((await album('not-an-id', gran.token)).statusCode).toBe(404);
    const foreign = await album(
      kid.profile.id,
      kid.token,
      `?conversation_id=${other.conversation.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await itemsOf(gran.profile.id, gran.token, '?limit=100')).length).toBe(0);
  });

  it('a removed member’s album loses that conversation', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild(`album-${++n}`);
    await sendPhotos(gran, 2);
    expect(await itemsOf(kid.profile.id, kid.token)).toHaveLength(2);
    const removed = await t.api.delete(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/participants/${kid.profile.id}`,
      gran.token,
    );
    expect(removed.statusCode).toBe(204);
    expect(await itemsOf(kid.profile.id, kid.token)).toEqual([]);
  });

  it('a child sees only what the pairwise rule lets it hear, in its own session only', async () => {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, `album-${++n}`);
    const here = { id: conversationId };
    const joeHere = { ...joe, conversation: here };
    const fromJoe = await sendPhotos(joeHere, 1, 'From Joe');
    const lilyItems = () => itemsOf(nana.child.id, nana.childToken);
    expect((await lilyItems()).map((i) => i.message_id)).toEqual([fromJoe.id]);

    // Someone the parent has not approved joins: the conversation pauses for Lily.
    const stranger = await t.api.family(`album-stranger-${n}@example.org`, 'Stranger');
    const by = { token: joe.token, profileId: joe.profile.id, conversationId };
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    const strangerPhotos = await sendPhotos({ ...stranger, conversation: here }, 2);
    expect(await lilyItems()).toEqual([]);
    // Nana (a grown-up of Lily's family) sees all of it.
    const nanaItems = await itemsOf(nana.profile.id, nana.token);
    expect(nanaItems.map((i) => i.message_id)).toContain(strangerPhotos.id);

    // The stranger leaves: the conversation goes on for Lily, never with the stranger's photos.
    const left = await t.api.post(
      `/profiles/${stranger.profile.id}/conversations/${conversationId}/leave`,
      undefined,
      stranger.token,
    );
    expect(left.statusCode).toBe(204);
    expect((await lilyItems()).map((i) => i.message_id)).toEqual([fromJoe.id]);

    // A child session reads its own album only.
    expect((await album(nana.profile.id, nana.childToken)).statusCode).toBe(403);
  });
});
