import {
  conversationStream,
  SEARCH_MESSAGES,
  type DurableEvent,
  type Message,
  type MessageReaction,
} from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { TestSocket } from '../../test/socket.js';
import { isDurable, sync } from '../../test/sync.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('reactions on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  let n = 0;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Nana's room with Grandpa Joe and her child Lily, a message of Nana's in it. */
  async function room() {
    const tag = `react-${++n}`;
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, tag);
    const sent = await sendMessage(t.api, nana.token, nana.profile.id, conversationId, 'Hi all');
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json<Message>().id;
    const path = (profileId: string, emoji: string, id = messageId) =>
      `/profiles/${profileId}/conversations/${conversationId}/messages/${id}/reactions/${encodeURIComponent(emoji)}`;
    /** The message's reactions as `profileId` reads its conversation. */
    const reactions = async (
      profileId: string,
      token: string,
      id = messageId,
    ): Promise<MessageReaction[] | undefined> => {
      const res = await t.api.get(`/profiles/${profileId}/conversations/${conversationId}`, token);
      expect(res.statusCode).toBe(200);
      return (res.json().messages as Message[]).find((m) => m.id === id)?.reactions;
    };
    const stream = conversationStream(conversationId);
    const logged = () =>
      t.app.ctx.db
        .selectFrom('events')
        .select('type')
        .where('stream', '=', stream)
        .where('type', 'like', 'reaction.%')
        .execute();
    return { nana, joe, conversationId, messageId, path, reactions, stream, logged, tag };
  }

  it('adds, keeps once, lists in the set order and takes back', async () => {
    const r = await room();
    expect(await r.reactions(r.nana.profile.id, r.nana.token)).toEqual([]);
    expect((await t.api.put(r.path(r.joe.profile.id, '🎉'), r.joe.token)).statusCode).toBe(204);
    expect((await t.api.put(r.path(r.joe.profile.id, '❤️'), r.joe.token)).statusCode).toBe(204);
    expect((await t.api.put(r.path(r.nana.profile.id, '❤️'), r.nana.token)).statusCode).toBe(204);
    // Again: nothing changes, nobody is told.
    expect((await t.api.put(r.path(r.joe.profile.id, '❤️'), r.joe.token)).statusCode).toBe(204);
    expect(await r.reactions(r.nana.profile.id, r.nana.token)).toEqual([
      { emoji: '❤️', count: 2, profile_ids: [r.joe.profile.id, r.nana.profile.id] },
      { emoji: '🎉', count: 1, profile_ids: [r.joe.profile.id] },
    ]);
    expect((await t.api.delete(r.path(r.joe.profile.id, '🎉'), r.joe.token)).statusCode).toBe(204);
    expect((await t.api.delete(r.path(r.joe.profile.id, '🎉'), r.joe.token)).statusCode).toBe(204);
    expect(await r.reactions(r.joe.profile.id, r.joe.token)).toEqual([
      { emoji: '❤️', count: 2, profile_ids: [r.joe.profile.id, r.nana.profile.id] },
    ]);
    expect((await r.logged()).map((e) => e.type)).toEqual([
      'reaction.added',
      'reaction.added',
      'reaction.added',
      'reaction.removed',
    ]);
  });

  it('refuses an emoji outside the set (422) and a message the profile cannot react to (404)', async () => {
    const r = await room();
    for (const emoji of ['🍕', 'heart', '❤']) {
      const res = await t.api.put(r.path(r.joe.profile.id, emoji), r.joe.token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: SEARCH_MESSAGES.reactionNotOffered,
        errors: [SEARCH_MESSAGES.reactionNotOffered],
        error_codes: ['search.reactionNotOffered'],
      });
    }
    // Another family's conversation, an unknown or malformed message, one of another room.
    const other = await t.api.family(`other-${r.tag}@example.org`, 'Other');
    const theirs = await sendMessage(
      t.api,
      other.token,
      other.profile.id,
      other.conversation.id,
      'x',
    );
    const notFound = [
      [r.path(other.profile.id, '❤️'), r.joe.token],
      [r.path(r.joe.profile.id, '❤️', '0190a000-0000-7000-8000-000000000000'), r.joe.token],
      [r.path(r.joe.profile.id, '❤️', 'nope'), r.joe.token],
      [r.path(r.joe.profile.id, '❤️', theirs.json<Message>().id), r.joe.token],
      [
        `/profiles/${other.profile.id}/conversations/${other.conversation.id}/messages/${r.messageId}/reactions/${encodeURIComponent('❤️')}`,
        other.token,
      ],
    ] as const;
    for (const [path, token] of notFound) {
      expect((await t.api.put(path, token)).statusCode, path).toBe(404);
    }
    // A deleted message keeps its place and nothing else: its reactions go, none come.
    expect((await t.api.put(r.path(r.joe.profile.id, '😂'), r.joe.token)).statusCode).toBe(204);
    const gone = await t.api.delete(
      `/profiles/${r.nana.profile.id}/conversations/${r.conversationId}/messages/${r.messageId}`,
      r.nana.token,
    );
    expect(gone.statusCode).toBe(204);
    expect(await r.reactions(r.joe.profile.id, r.joe.token)).toEqual([]);
    expect((await t.api.put(r.path(r.joe.profile.id, '😂'), r.joe.token)).statusCode).toBe(404);
    expect((await t.api.delete(r.path(r.joe.profile.id, '😂'), r.joe.token)).statusCode).toBe(404);
    // Without a session, 401; a child session acts as its own profile only.
    expect((await t.api.put(r.path(r.joe.profile.id, '😂'))).statusCode).toBe(401);
    const asParent = await t.api.put(r.path(r.nana.profile.id, '👍'), r.nana.childToken);
    expect(asParent.statusCode).toBe(403);
  });

  it('tells the conversation live, and a socket that missed it catches up by position', async () => {
    const r = await room();
    const before = (
      await t.api.get(
        `/profiles/${r.nana.profile.id}/conversations/${r.conversationId}`,
        r.nana.token,
      )
    ).json().event_seq as number;
    const live = await TestSocket.connect(url, r.nana.token);
    expect((await t.api.put(r.path(r.joe.profile.id, '😮'), r.joe.token)).statusCode).toBe(204);
    const heard = await live.next((e) => e.type === 'reaction.added', 5000);
    const change = {
      conversation_id: r.conversationId,
      message_id: r.messageId,
      profile_id: r.joe.profile.id,
      emoji: '😮',
    };
    expect(heard).toEqual({ type: 'reaction.added', ...change, stream: r.stream, seq: before + 1 });
    expect((await t.api.delete(r.path(r.joe.profile.id, '😮'), r.joe.token)).statusCode).toBe(204);
    await live.next((e) => e.type === 'reaction.removed', 5000);
    live.close();

    const later = await TestSocket.connect(url, r.nana.token);
    const { replayed, positions } = await sync(later, { [r.stream]: before });
    expect(replayed).toEqual([
      { type: 'reaction.added', ...change, stream: r.stream, seq: before + 1 },
      { type: 'reaction.removed', ...change, stream: r.stream, seq: before + 2 },
    ]);
    expect(positions).toEqual({ [r.stream]: before + 2 });
    later.close();
  });

  it("follows the pairwise rule: a child's reactions and those it hears, both ways", async () => {
    const r = await room();
    const lily = r.nana.child;
    const lilySocket = await TestSocket.connect(url, r.nana.childToken);
    // Lily reacts in her own session; Joe, whom she may hear, reacts too: she hears it live.
    expect((await t.api.put(r.path(lily.id, '❤️'), r.nana.childToken)).statusCode).toBe(204);
    expect((await t.api.put(r.path(r.joe.profile.id, '👍'), r.joe.token)).statusCode).toBe(204);
    await lilySocket.next(
      (e) => e.type === 'reaction.added' && e.profile_id === r.joe.profile.id,
      5000,
    );
    expect(await r.reactions(r.joe.profile.id, r.joe.token)).toEqual([
      { emoji: '❤️', count: 1, profile_ids: [lily.id] },
      { emoji: '👍', count: 1, profile_ids: [r.joe.profile.id] },
    ]);
    const cursor = (
      await t.api.get(
        `/profiles/${r.nana.profile.id}/conversations/${r.conversationId}`,
        r.nana.token,
      )
    ).json().event_seq as number;

    // A stranger Lily's parent has not approved joins: Lily pauses, and may not react there.
    const stranger = await t.api.family(`stranger-${r.tag}@example.org`, 'Stranger', 'Other');
    const by = {
      token: r.joe.token,
      profileId: r.joe.profile.id,
      conversationId: r.conversationId,
    };
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    expect((await t.api.put(r.path(lily.id, '😂'), r.nana.childToken)).statusCode).toBe(404);
    // The stranger does not hear Lily's heart, in the page or on catch-up.
    expect(await r.reactions(stranger.profile.id, stranger.token)).toEqual([
      { emoji: '👍', count: 1, profile_ids: [r.joe.profile.id] },
    ]);
    const strangerSocket = await TestSocket.connect(url, stranger.token);
    const early = await sync(strangerSocket, { [r.stream]: cursor - 3 });
    const reactors = (events: unknown[]) =>
      events
        .filter((e): e is DurableEvent => isDurable(e as DurableEvent))
        .flatMap((e) => (e.type === 'reaction.added' ? [e.profile_id] : []));
    expect(reactors(early.replayed)).toEqual([r.joe.profile.id]);
    // The stranger reacts, then leaves: Lily goes on, never hearing of the stranger's reaction.
    const strangerPath = r.path(stranger.profile.id, '🎉');
    expect((await t.api.put(strangerPath, stranger.token)).statusCode).toBe(204);
    expect(await r.reactions(r.nana.profile.id, r.nana.token)).toContainEqual({
      emoji: '🎉',
      count: 1,
      profile_ids: [stranger.profile.id],
    });
    strangerSocket.close();
    const left = await t.api.post(
      `/profiles/${stranger.profile.id}/conversations/${r.conversationId}/leave`,
      undefined,
      stranger.token,
    );
    expect(left.statusCode).toBe(204);
    expect(await r.reactions(lily.id, r.nana.childToken)).toEqual([
      { emoji: '❤️', count: 1, profile_ids: [lily.id] },
      { emoji: '👍', count: 1, profile_ids: [r.joe.profile.id] },
    ]);
    const lilyLater = await TestSocket.connect(url, r.nana.childToken);
    const caught = await sync(lilyLater, { [r.stream]: cursor - 3 });
    expect(reactors(caught.replayed)).toEqual([lily.id, r.joe.profile.id]);
    expect(
      lilySocket.events.some(
        (e) => e.type === 'reaction.added' && e.profile_id === stranger.profile.id,
      ),
    ).toBe(false);
    lilySocket.close();
    lilyLater.close();
  });
});
