import { describe, expect, it } from 'vitest';
import type { Message, SearchPage } from '@hearth/shared';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { storedPhoto } from '../../test/stored-media.js';
import { useTestApp } from '../../test/use-test-app.js';

type Sender = { token: string; profile: { id: string }; conversation: { id: string } };

describe.each(DIALECTS)('search on %s', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;

  const send = async (f: Sender, message: Record<string, unknown>) => {
    const res = await t.api.post(
      `/profiles/${f.profile.id}/conversations/${f.conversation.id}/messages`,
      { message },
      f.token,
    );
    expect(res.statusCode).toBe(201);
    return res.json<Message>();
  };
  const say = (f: Sender, content: string) => send(f, { content });
  const search = (profileId: string, token: string, q: string, more = '') =>
    t.api.get(`/profiles/${profileId}/search?q=${encodeURIComponent(q)}${more}`, token);
  const found = async (profileId: string, token: string, q: string, more = '') => {
    const res = await search(profileId, token, q, more);
    expect(res.statusCode, q).toBe(200);
    return res.json<SearchPage>().results;
  };
  const ids = async (profileId: string, token: string, q: string) =>
    (await found(profileId, token, q)).map((r) => r.message_id);

  it('finds words whatever their accents, phrases in quotes, and the last word as it is typed', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild(`search-${++n}`, 'Summer');
    const zoe = await say(gran, 'Zoë lost her first tooth today!');
    const grandma = await say(kid, 'Grandma, the cake was wonderful');
    const other = await say(gran, 'Cake for the first birthday, not the tooth');
    const me = (q: string) => ids(kid.profile.id, kid.token, q);

    const [result] = await found(kid.profile.id, kid.token, 'Zoe');
    expect(result).toEqual({
      message_id: zoe.id,
      conversation: { id: gran.conversation.id, title: 'Summer' },
      profile: { id: gran.profile.id, nickname: 'Grandma' },
      kind: 'text',
      created_at: zoe.created_at,
      snippet: '«Zoë» lost her first tooth today!',
    });
    expect(await me('ZOË')).toEqual([zoe.id]);
    expect(await me('gran')).toEqual([grandma.id]);
    expect((await found(kid.profile.id, kid.token, 'gran'))[0]!.snippet).toBe(
      '«Grandma», the cake was wonderful',
    );
    // Every word must be there; newest first.
    expect(await me('tooth first')).toEqual([other.id, zoe.id]);
    expect(await me('cake tooth')).toEqual([other.id]);
    // A phrase keeps its words together and in order; a closed phrase is no prefix.
    expect(await me('"first tooth"')).toEqual([zoe.id]);
    expect(await me('"tooth first"')).toEqual([]);
    expect(await me('"gran"')).toEqual([]);
    expect(await me('"first birthday" cak')).toEqual([other.id]);
    expect(await me('nothing-like-it')).toEqual([]);
  });

  it('takes the syntax of either database as plain words, never a 500', async () => {
    const { gran } = await t.api.grandmaAndGrandchild(`search-${++n}`);
    const hit = await say(gran, 'Tea or coffee? NEAR the garden: (not) yet');
    const nasty = [
      'tea OR coffee',
      'NEAR(tea coffee)',
      'tea AND',
      'coffee*',
      '"unclosed phrase',
      '""',
      '-garden',
      'garden:*',
      "tea' & !coffee",
      '(not)',
      '^tea',
      'col:tea',
      '\\',
      '***',
      '%_',
      '½ ß ﬁ',
      'x'.repeat(200),
    ];
    for (const q of nasty) {
      const res = await search(gran.profile.id, gran.token, q);
      expect(res.statusCode, q).toBe(200);
    }
    expect(await ids(gran.profile.id, gran.token, 'tea OR coffee')).toEqual([hit.id]);
    expect(await ids(gran.profile.id, gran.token, '(not) yet')).toEqual([hit.id]);
    expect(await ids(gran.profile.id, gran.token, '-garden')).toEqual([hit.id]);
    expect(await ids(gran.profile.id, gran.token, '***')).toEqual([]);
  });

  it('finds captions of photos, pages with the cursor, and one conversation only when asked', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild(`search-${++n}`);
    const photo = await send(gran, {
      content: 'Picnic by the lake',
      photo_ids: [(await storedPhoto(t, gran)).id],
    });
    const [hit] = await found(kid.profile.id, kid.token, 'lake');
    expect(hit).toMatchObject({ message_id: photo.id, kind: 'photo' });
    expect(hit!.snippet).toBe('Picnic by the «lake»');
    const words = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `word${from + i}`).join(' ');
    const long = await say(gran, `${words(0, 40)} the lighthouse keeper ${words(40, 40)}`);
    const [far] = await found(gran.profile.id, gran.token, 'lighthouse');
    expect(far!.message_id).toBe(long.id);
    expect(far!.snippet).toContain('«lighthouse» keeper');
    expect(far!.snippet).toMatch(/^….*…$/u);
    expect(far!.snippet.length).toBeLessThan(200);

    const sent: string[] = [];
    for (let i = 0; i < 5; i++) sent.unshift((await say(kid, `picnic number ${i}`)).id);
    const elsewhere = await t.api.createConversation(gran.token, gran.profile.id, 'Elsewhere');
    await say({ ...gran, conversation: elsewhere }, 'picnic elsewhere');

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const more: string = `&conversation_id=${gran.conversation.id}&limit=2${cursor ? `&before=${cursor}` : ''}`;
      const res = await search(gran.profile.id, gran.token, 'picnic', more);
      expect(res.statusCode).toBe(200);
      const page = res.json<SearchPage>();
      expect(page.results.length).toBeLessThanOrEqual(2);
      paged.push(...page.results.map((r) => r.message_id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual([...sent, photo.id]);
    expect(await found(gran.profile.id, gran.token, 'picnic')).toHaveLength(7);
    expect(await ids(kid.profile.id, kid.token, 'elsewhere')).toEqual([]);
  });

  it('never finds a deleted message, and finds an edited one by its new words only', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild(`search-${++n}`);
    const gone = await say(gran, 'A secret surprise party');
    const edited = await say(gran, 'See you on Tuesday');
    const path = `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/messages`;
    expect((await t.api.delete(`${path}/${gone.id}`, gran.token)).statusCode).toBe(204);
    const change = { message: { content: 'See you on Wednesday' } };
    expect((await t.api.patch(`${path}/${edited.id}`, change, gran.token)).statusCode).toBe(200);
    for (const reader of [gran, kid]) {
      expect(await ids(reader.profile.id, reader.token, 'surprise')).toEqual([]);
      expect(await ids(reader.profile.id, reader.token, 'tuesday')).toEqual([]);
      expect(await ids(reader.profile.id, reader.token, 'wednesday')).toEqual([edited.id]);
    }
  });

  it('refuses a bad query, limit or cursor (422) and another account’s profile or conversation (404)', async () => {
    const { gran } = await t.api.grandmaAndGrandchild(`search-${++n}`);
    const other = await t.api.family(`search-other-${n}@example.org`);
    await say(other, 'private words');
    const path = `/profiles/${gran.profile.id}/search`;
    for (const query of [
      '',
      '?q=',
      '?q=%20%20',
      `?q=${'x'.repeat(201)}`,
      '?q=a&limit=0',
      '?q=a&limit=51',
      '?q=a&limit=abc',
      '?q=a&before=nonsense',
      '?q=a&before=W10',
    ]) {
      const res = await t.api.get(`${path}${query}`, gran.token);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors.length, query).toBeGreaterThan(0);
    }
    expect((await search(gran.profile.id, other.token, 'private')).statusCode).toBe(404);
    expect((await search('not-an-id', gran.token, 'private')).statusCode).toBe(404);
    const foreign = `&conversation_id=${other.conversation.id}`;
    expect((await search(gran.profile.id, gran.token, 'private', foreign)).statusCode).toBe(404);
    expect(await ids(gran.profile.id, gran.token, 'private')).toEqual([]);
  });

  it('a removed member no longer finds the conversation’s messages', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild(`search-${++n}`);
    const hit = await say(gran, 'The holiday photos are ready');
    expect(await ids(kid.profile.id, kid.token, 'holiday')).toEqual([hit.id]);
    const removed = await t.api.delete(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/participants/${kid.profile.id}`,
      gran.token,
    );
    expect(removed.statusCode).toBe(204);
    expect(await ids(kid.profile.id, kid.token, 'holiday')).toEqual([]);
  });

  it('a child finds only what the pairwise rule lets it hear, in its own session only', async () => {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, `search-${++n}`);
    const here = { id: conversationId };
    const fromJoe = await say({ ...joe, conversation: here }, 'Joe says hello to the puppy');
    const lily = () => ids(nana.child.id, nana.childToken, 'puppy');
    expect(await lily()).toEqual([fromJoe.id]);

    // Someone the parent has not approved joins: the conversation pauses for Lily.
    const stranger = await t.api.family(`search-stranger-${n}@example.org`, 'Stranger');
    const by = { token: joe.token, profileId: joe.profile.id, conversationId };
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    const fromStranger = await say({ ...stranger, conversation: here }, 'A puppy from a stranger');
    expect(await lily()).toEqual([]);
    expect(await ids(nana.profile.id, nana.token, 'puppy')).toEqual([fromStranger.id, fromJoe.id]);

    // The stranger leaves: the conversation goes on for Lily, never with the stranger's words.
    const left = await t.api.post(
      `/profiles/${stranger.profile.id}/conversations/${conversationId}/leave`,
      undefined,
      stranger.token,
    );
    expect(left.statusCode).toBe(204);
    expect(await lily()).toEqual([fromJoe.id]);

    // A child session searches as its own profile only.
    expect((await search(nana.profile.id, nana.childToken, 'puppy')).statusCode).toBe(403);
  });
});
