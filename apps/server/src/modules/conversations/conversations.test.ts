import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { named, sendMessage } from '../../test/helper.js';
import { sendVoice, uploaded } from '../../test/media.js';
import { useTestApp } from '../../test/use-test-app.js';

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface MessageBody {
  id: string;
  content: string;
  created_at: string;
  profile: { id: string; nickname: string };
}

describe.each(DIALECTS)('conversations on %s', (dialect) => {
  const t = useTestApp(dialect);

  const list = (token: string, profileId: string) =>
    t.api.get(`/profiles/${profileId}/conversations`, token);
  const detail = (token: string, profileId: string, id: string, query = '') =>
    t.api.get(`/profiles/${profileId}/conversations/${id}${query}`, token);
  const create = (token: string, profileId: string, body: unknown) =>
    t.api.post(`/profiles/${profileId}/conversations`, body, token);

  /** Two accounts in one conversation: the owner's and a guest who joined by invite. */
  async function twoPeople(tag: string) {
    const owner = await t.api.family(`${tag}-owner@example.org`, 'Owner', `${tag} chat`);
    const { access_token: guestToken } = await t.api.signUp(`${tag}-guest@example.org`);
    const guest = await t.api.createProfile(guestToken, 'Guest');
    const invite = await t.api.request(
      'POST',
      `/profiles/${owner.profile.id}/conversations/${owner.conversation.id}/create_invite`,
      { token: owner.token },
    );
    const joined = await t.api.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: guest.id },
      guestToken,
    );
    expect(joined.statusCode).toBe(200);
    return { owner, guest, guestToken, conversationId: owner.conversation.id };
  }

  it('creates a conversation with its creator as the only participant', async () => {
    const { access_token: token } = await t.api.signUp('create@example.org');
    const profile = await t.api.createProfile(token, 'Nana');
    const res = await create(token, profile.id, { conversation: { title: '  Sunday calls  ' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      title: 'Sunday calls',
      participants: [named(profile)],
      unread_count: 0,
      last_message: null,
    });
    expect(body.last_activity_at).toMatch(ISO_8601);

    const listed = (await list(token, profile.id)).json();
    expect(listed).toEqual([body]);
    const opened = await detail(token, profile.id, body.id as string);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      id: body.id,
      title: 'Sunday calls',
      participants: [named(profile)],
      messages: [],
      has_more: false,
      event_seq: 0,
      created_by: profile.id,
      active_call: null,
    });
  });

  it('accepts a title of 100 characters and refuses 101', async () => {
    const { token, profile } = await t.api.family('title@example.org');
    const ok = await create(token, profile.id, { conversation: { title: 't'.repeat(100) } });
    expect(ok.statusCode).toBe(201);
    const tooLong = await create(token, profile.id, { conversation: { title: 't'.repeat(101) } });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error).toBe('Conversation title must be at most 100 characters');
    const huge = await create(token, profile.id, { conversation: { title: 'h'.repeat(200_000) } });
    expect(huge.statusCode).toBe(422);
  });

  const badTitles: [string, unknown][] = [
    ['empty title', { conversation: { title: '' } }],
    ['blank title', { conversation: { title: ' \n\t ' } }],
    ['missing title', { conversation: {} }],
    ['number title', { conversation: { title: 7 } }],
    ['array title', { conversation: { title: ['Family'] } }],
    ['null title', { conversation: { title: null } }],
    ['null conversation', { conversation: null }],
    ['missing wrapper', { title: 'Family' }],
    ['null body', null],
    ['array body', [{ conversation: { title: 'Family' } }]],
  ];

  it.each(badTitles)('refuses a conversation with %s', async (_name, body) => {
    const { access_token: token } = await t.api.signUp(`bad-${Math.random()}@example.org`);
    const profile = await t.api.createProfile(token, 'P');
    const res = await create(token, profile.id, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Please enter a conversation title',
      errors: ['Please enter a conversation title'],
      code: 'validation_failed',
      error_codes: ['messages.titleRequired'],
    });
    expect((await list(token, profile.id)).json()).toEqual([]);
  });

  it('ignores ids, creators and timestamps in the body', async () => {
    const { token, profile, conversation } = await t.api.family('mass-conv@example.org');
    const res = await create(token, profile.id, {
      id: conversation.id,
      conversation: {
        title: 'Mine',
        id: conversation.id,
        created_by_profile_id: 'someone',
        last_activity_at: '2000-01-01T00:00:00.000Z',
        participants: [{ id: 'x', nickname: 'Intruder' }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(conversation.id);
    expect(res.json().participants).toEqual([named(profile)]);
    expect(res.json().last_activity_at).not.toBe('2000-01-01T00:00:00.000Z');
    const titles = (await list(token, profile.id)).json().map((c: { title: string }) => c.title);
    expect(titles.sort()).toEqual(['Family', 'Mine']);
  });

  it("lists only the profile's own conversations, each with all its participants", async () => {
    const { owner, guest, guestToken, conversationId } = await twoPeople('list');
    const sibling = await t.api.createProfile(owner.token, 'Sibling');
    await t.api.createConversation(owner.token, sibling.id, 'Sibling only');
    const guestsOwn = await t.api.createConversation(guestToken, guest.id, 'Guest only');

    const ownerList = (await list(owner.token, owner.profile.id)).json();
    expect(ownerList).toHaveLength(1);
    expect(ownerList[0]).toMatchObject({
      id: conversationId,
      title: 'list chat',
      participants: [named(owner.profile), named(guest)],
    });
    const guestList = (await list(guestToken, guest.id)).json();
    expect(guestList.map((c: { id: string }) => c.id).sort()).toEqual(
      [conversationId, guestsOwn.id].sort(),
    );
    for (const c of guestList) {
      for (const p of c.participants) expect(Object.keys(p).sort()).toEqual(['id', 'nickname']);
    }
    const siblingList = (await list(owner.token, sibling.id)).json();
    expect(siblingList.map((c: { title: string }) => c.title)).toEqual(['Sibling only']);
  });

  it('orders the list by last activity, newest first', async () => {
    const { token, profile, conversation: first } = await t.api.family('order@example.org');
    const second = await t.api.createConversation(token, profile.id, 'Second');
    const third = await t.api.createConversation(token, profile.id, 'Third');
    const ids = async () =>
      (await list(token, profile.id)).json().map((c: { id: string }) => c.id) as string[];
    expect(await ids()).toEqual([third.id, second.id, first.id]);

    await sendMessage(t.api, token, profile.id, first.id, 'wake up');
    expect(await ids()).toEqual([first.id, third.id, second.id]);
    await sendMessage(t.api, token, profile.id, second.id, 'me too');
    expect(await ids()).toEqual([second.id, first.id, third.id]);

    const listed = (await list(token, profile.id)).json();
    expect(listed[0].last_activity_at >= listed[1].last_activity_at).toBe(true);
    expect(listed[1].last_activity_at >= listed[2].last_activity_at).toBe(true);
  });

  it('gives each conversation its newest message, text or voice, for the preview line', async () => {
    const family = await t.api.family('preview@example.org', 'Nana', 'Voices');
    const { token, profile } = family;
    await t.api.createConversation(token, profile.id, 'Quiet');
    const chatty = await t.api.createConversation(token, profile.id, 'Chatty');
    await sendMessage(t.api, token, profile.id, chatty.id, 'first');
    const last = await sendMessage(t.api, token, profile.id, chatty.id, 'Lunch at one?');
    await sendMessage(t.api, token, profile.id, family.conversation.id, 'before the voice');
    const media = await uploaded(t, family);
    const voice = await sendVoice(t.api, family, media.id, { content: 'Hello' });
    expect(voice.statusCode).toBe(201);

    const listed = (await list(token, profile.id)).json() as {
      title: string;
      last_message: Record<string, unknown> | null;
    }[];
    const byTitle = new Map(listed.map((c) => [c.title, c.last_message]));
    expect(byTitle.get('Quiet')).toBeNull();
    expect(byTitle.get('Chatty')).toEqual(last.json());
    // The same JSON as the conversation itself gives, with a fresh link to the audio (signed
    // with its own expiry, so compared apart).
    const opened = (await detail(token, profile.id, family.conversation.id)).json();
    const withoutUrl = (message: { audio: { url: string } }) => ({
      ...message,
      audio: { ...message.audio, url: expect.stringMatching(/^\/api\/v1\/media\//) },
    });
    expect(byTitle.get('Voices')).toEqual(withoutUrl(opened.messages.at(-1)));
    expect(byTitle.get('Voices')).toMatchObject({
      kind: 'voice',
      content: 'Hello',
      profile: { id: profile.id, nickname: 'Nana' },
      audio: { id: media.id, duration_ms: media.duration_ms, url: expect.any(String) },
    });
  });

  it('shows messages oldest first with ISO 8601 times and sender', async () => {
    const { owner, guest, guestToken, conversationId } = await twoPeople('detail');
    await sendMessage(t.api, owner.token, owner.profile.id, conversationId, 'one');
    await sendMessage(t.api, guestToken, guest.id, conversationId, 'two');
    await sendMessage(t.api, owner.token, owner.profile.id, conversationId, 'three');
    const res = await detail(guestToken, guest.id, conversationId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('detail chat');
    expect(body.participants).toEqual([named(owner.profile), named(guest)]);
    expect(body.has_more).toBe(false);
    const messages = body.messages as MessageBody[];
    expect(messages.map((m) => m.content)).toEqual(['one', 'two', 'three']);
    expect(messages.map((m) => m.profile)).toEqual(
      [owner.profile, guest, owner.profile].map(named),
    );
    for (const m of messages) {
      expect(m.created_at).toMatch(ISO_8601);
      expect(new Date(m.created_at).toISOString()).toBe(m.created_at);
    }
    expect(messages[0]!.created_at <= messages[2]!.created_at).toBe(true);
  });

  describe('paging', () => {
    let token: string;
    let profileId: string;
    let conversationId: string;
    let all: MessageBody[];

    beforeAll(async () => {
      const fam = await t.api.family(`paging-${dialect}@example.org`);
      ({ token } = fam);
      profileId = fam.profile.id;
      conversationId = fam.conversation.id;
      for (let i = 1; i <= 105; i++) {
        const res = await sendMessage(t.api, token, profileId, conversationId, `m${i}`);
        expect(res.statusCode).toBe(201);
      }
      const rows = await t.app.ctx.db
        .selectFrom('messages')
        .select(['id', 'content'])
        .where('conversation_id', '=', conversationId)
        .orderBy('id')
        .execute();
      all = rows as unknown as MessageBody[];
      expect(all.map((m) => m.content)).toEqual(Array.from({ length: 105 }, (_, i) => `m${i + 1}`));
    });

    it('returns the newest 100 by default, with has_more', async () => {
      const body = (await detail(token, profileId, conversationId)).json();
      expect(body.messages).toHaveLength(100);
      expect(body.messages[0].content).toBe('m6');
      expect(body.messages[99].content).toBe('m105');
      expect(body.has_more).toBe(true);
    });

    it('pages backwards with ?before=&limit= until has_more is false', async () => {
      const seen: string[] = [];
      let before: string | undefined;
      for (let pages = 0; pages < 20; pages++) {
        const query = `?limit=30${before ? `&before=${before}` : ''}`;
        const res = await detail(token, profileId, conversationId, query);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const contents = (body.messages as MessageBody[]).map((m) => m.content);
        seen.unshift(...contents);
        if (!body.has_more) break;
        expect(contents).toHaveLength(30);
        before = body.messages[0].id;
      }
      expect(seen).toEqual(all.map((m) => m.content));
    });

    it('has_more is false on an exact last page', async () => {
      const res = await detail(token, profileId, conversationId, `?before=${all[5]!.id}&limit=5`);
      expect(res.json().messages.map((m: MessageBody) => m.content)).toEqual([
        'm1',
        'm2',
        'm3',
        'm4',
        'm5',
      ]);
      expect(res.json().has_more).toBe(false);
      const older = await detail(token, profileId, conversationId, `?before=${all[0]!.id}`);
      expect(older.json()).toMatchObject({ messages: [], has_more: false });
    });

    it('catches up with ?after=, oldest first', async () => {
      const res = await detail(token, profileId, conversationId, `?after=${all[99]!.id}`);
      expect(res.json().messages.map((m: MessageBody) => m.content)).toEqual([
        'm101',
        'm102',
        'm103',
        'm104',
        'm105',
      ]);
      expect(res.json().has_more).toBe(false);
      const limited = await detail(
        token,
        profileId,
        conversationId,
        `?after=${all[0]!.id}&limit=2`,
      );
      expect(limited.json().messages.map((m: MessageBody) => m.content)).toEqual(['m2', 'm3']);
      expect(limited.json().has_more).toBe(true);
      const latest = await detail(token, profileId, conversationId, `?after=${all[104]!.id}`);
      expect(latest.json()).toMatchObject({ messages: [], has_more: false });
    });

    it('reads upper-case message ids as cursors like lower-case ones', async () => {
      const upper = (id: string) => id.toUpperCase();
      const contents = async (query: string) => {
        const res = await detail(token, profileId, conversationId, query);
        expect(res.statusCode).toBe(200);
        return res.json().messages.map((m: MessageBody) => m.content);
      };
      expect(await contents(`?after=${upper(all[99]!.id)}`)).toEqual([
        'm101',
        'm102',
        'm103',
        'm104',
        'm105',
      ]);
      expect(await contents(`?before=${upper(all[3]!.id)}`)).toEqual(['m1', 'm2', 'm3']);
      const read = await t.api.post(
        `/profiles/${profileId}/conversations/${conversationId}/read`,
        { message_id: upper(all[104]!.id) },
        token,
      );
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ unread_count: 0 });
    });

    it.each([
      ['0', 'limit'],
      ['101', 'limit'],
      ['-1', 'limit'],
      ['abc', 'limit'],
      ['1.5', 'limit'],
      ['1e9', 'limit'],
    ])('refuses limit=%s with 422', async (value) => {
      const res = await detail(token, profileId, conversationId, `?limit=${value}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('limit must be a whole number from 1 to 100');
    });

    it.each([
      ['garbage', 'before=abc'],
      ['sql', `before=${encodeURIComponent("' OR 1=1 --")}`],
      ['nul', 'after=%00'],
      ['huge', `before=${'f'.repeat(5000)}`],
    ])('refuses a %s cursor with 422, never 500', async (_name, query) => {
      const res = await detail(token, profileId, conversationId, `?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    });
  });

  it('answers 404 to a same-account profile that is not a participant', async () => {
    const { token, profile, conversation } = await t.api.family('notpart@example.org');
    await sendMessage(t.api, token, profile.id, conversation.id, 'private words');
    const sibling = await t.api.createProfile(token, 'Sibling');
    const res = await detail(token, sibling.id, conversation.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Not found',
      errors: ['Not found'],
      code: 'not_found',
      error_codes: ['messages.notFound'],
    });
    expect(res.body).not.toContain('private words');
    expect(res.body).not.toContain('Family');
    const read = await t.api.post(
      `/profiles/${sibling.id}/conversations/${conversation.id}/read`,
      { message_id: conversation.id },
      token,
    );
    expect(read.statusCode).toBe(404);
  });

  it.each([
    ['an unknown uuid', '01890000-0000-7000-8000-000000000000'],
    ['garbage', 'nope'],
    ['sql', encodeURIComponent("1'; DROP TABLE conversations;--")],
    ['unicode', encodeURIComponent('ש\u200f😀')],
    ['nul', '%00'],
  ])('answers 404 for %s as conversation or profile id', async (_name, id) => {
    const { token, profile, conversation } = await t.api.family(`ids-${Math.random()}@example.org`);
    expect((await detail(token, profile.id, id)).statusCode).toBe(404);
    expect((await detail(token, id, conversation.id)).statusCode).toBe(404);
    expect((await list(token, id)).statusCode).toBe(404);
    expect((await create(token, id, { conversation: { title: 'x' } })).statusCode).toBe(404);
  });

  it('needs a signed-in account', async () => {
    const { profile, conversation } = await t.api.family('anon-conv@example.org');
    expect((await t.api.get(`/profiles/${profile.id}/conversations`)).statusCode).toBe(401);
    expect(
      (await t.api.get(`/profiles/${profile.id}/conversations/${conversation.id}`)).statusCode,
    ).toBe(401);
    expect(
      (await t.api.post(`/profiles/${profile.id}/conversations`, { conversation: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  describe('read markers and unread counts', () => {
    it("counts others' messages only, and never goes backwards", async () => {
      const { owner, guest, guestToken, conversationId } = await twoPeople('unread');
      const unreadOf = async (token: string, profileId: string) =>
        (await list(token, profileId)).json().find((c: { id: string }) => c.id === conversationId)
          .unread_count as number;
      const markRead = (token: string, profileId: string, messageId: unknown) =>
        t.api.post(
          `/profiles/${profileId}/conversations/${conversationId}/read`,
          { message_id: messageId },
          token,
        );

      const sent: string[] = [];
      for (const text of ['a', 'b', 'c']) {
        const res = await sendMessage(t.api, owner.token, owner.profile.id, conversationId, text);
        sent.push(res.json().id as string);
      }
      const own = await sendMessage(t.api, guestToken, guest.id, conversationId, 'mine');

      expect(await unreadOf(guestToken, guest.id)).toBe(3);
      // The owner's own messages are never unread for the owner; the guest's one is.
      expect(await unreadOf(owner.token, owner.profile.id)).toBe(1);

      const second = await markRead(guestToken, guest.id, sent[1]);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ unread_count: 1 });
      expect(await unreadOf(guestToken, guest.id)).toBe(1);

      // An older message does not move the marker back.
      const older = await markRead(guestToken, guest.id, sent[0]);
      expect(older.json()).toEqual({ unread_count: 1 });
      expect(await unreadOf(guestToken, guest.id)).toBe(1);

      // Marking one's own newest message reads everything before it.
      expect((await markRead(guestToken, guest.id, own.json().id)).json()).toEqual({
        unread_count: 0,
      });
      expect(await unreadOf(guestToken, guest.id)).toBe(0);
      expect((await markRead(guestToken, guest.id, sent[2])).json()).toEqual({ unread_count: 0 });

      // New messages count again; the owner is unaffected by the guest's marker.
      await sendMessage(t.api, owner.token, owner.profile.id, conversationId, 'd');
      expect(await unreadOf(guestToken, guest.id)).toBe(1);
      expect(await unreadOf(owner.token, owner.profile.id)).toBe(1);
    });

    it('never moves the marker back under concurrent marks', async () => {
      const { owner, guest, guestToken, conversationId } = await twoPeople('readrace');
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await sendMessage(
          t.api,
          owner.token,
          owner.profile.id,
          conversationId,
          `r${i}`,
        );
        ids.push(res.json().id as string);
      }
      const newest = ids[ids.length - 1]!;
      // The newest first, then every older one at the same moment.
      const marks = [newest, ...ids.slice(0, -1).reverse()].map((id) =>
        t.api.post(
          `/profiles/${guest.id}/conversations/${conversationId}/read`,
          { message_id: id },
          guestToken,
        ),
      );
      const results = await Promise.all(marks);
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const row = await t.app.ctx.db
        .selectFrom('participants')
        .select('last_read_message_id')
        .where('conversation_id', '=', conversationId)
        .where('profile_id', '=', guest.id)
        .executeTakeFirstOrThrow();
      expect(row.last_read_message_id).toBe(newest);
      const listed = (await list(guestToken, guest.id)).json();
      expect(listed[0].unread_count).toBe(0);
    });

    it('refuses a message of another conversation and bad bodies', async () => {
      const { token, profile, conversation } = await t.api.family('readbad@example.org');
      const other = await t.api.createConversation(token, profile.id, 'Other');
      const elsewhere = await sendMessage(t.api, token, profile.id, other.id, 'elsewhere');
      const path = `/profiles/${profile.id}/conversations/${conversation.id}/read`;
      const foreign = await t.api.post(path, { message_id: elsewhere.json().id }, token);
      expect(foreign.statusCode).toBe(404);
      const unknown = await t.api.post(
        path,
        { message_id: '01890000-0000-7000-8000-000000000000' },
        token,
      );
      expect(unknown.statusCode).toBe(404);
      for (const body of [{}, { message_id: 5 }, { message_id: '' }, null, []]) {
        const res = await t.api.post(path, body, token);
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe('validation_failed');
      }
      expect((await t.api.post(path, { message_id: 'x'.repeat(500) }, token)).statusCode).toBe(422);
      expect((await t.api.post(path, { message_id: "'; --" }, token)).statusCode).toBe(404);
    });
  });
});
