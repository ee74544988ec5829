import { SEARCH_MESSAGES, type Message } from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { sendVoice, uploaded } from '../../test/media.js';
import { TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';

const NOT_FOUND = {
  error: SEARCH_MESSAGES.replyNotFound,
  errors: [SEARCH_MESSAGES.replyNotFound],
  error_codes: ['search.replyNotFound'],
};

describe.each(DIALECTS)('replies on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  let n = 0;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  async function room() {
    const tag = `reply-${++n}`;
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, tag);
    type Who = { token: string; profile: { id: string } };
    const send = (who: Who, message: Record<string, unknown>, token = who.token) =>
      t.api.post(
        `/profiles/${who.profile.id}/conversations/${conversationId}/messages`,
        { message },
        token,
      );
    const say = async (who: Who, content: string, replyTo?: string) => {
      const res = await send(who, { content, ...(replyTo ? { reply_to_id: replyTo } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Message>();
    };
    /** The message as `who` reads its conversation now. */
    const read = async (who: Who, id: string, token = who.token) => {
      const res = await t.api.get(
        `/profiles/${who.profile.id}/conversations/${conversationId}`,
        token,
      );
      expect(res.statusCode).toBe(200);
      return (res.json().messages as Message[]).find((m) => m.id === id);
    };
    return { nana, joe, conversationId, send, say, read, tag };
  }

  it('quotes the message it answers: its sender, kind and first 100 characters', async () => {
    const r = await room();
    const long = `${'Grandma’s apple pie '.repeat(6)}and more`;
    const original = await r.say(r.nana, long);
    const reply = await r.say(r.joe, 'Yes please!', original.id);
    const quote = {
      id: original.id,
      sender: { id: r.nana.profile.id, nickname: 'Nana' },
      kind: 'text',
      preview: [...long].slice(0, 100).join(''),
    };
    expect(reply.reply_to).toEqual(quote);
    expect((await r.read(r.nana, reply.id))?.reply_to).toEqual(quote);
    // A voice message is quoted by its length.
    const here = { ...r.joe, conversation: { id: r.conversationId } };
    const voice = await sendVoice(t.api, here, (await uploaded(t, here)).id);
    expect(voice.statusCode).toBe(201);
    const answer = await r.say(r.nana, 'Lovely', voice.json<Message>().id);
    expect(answer.reply_to).toMatchObject({ kind: 'voice', preview: 'Voice message (0:02)' });
    // A message without a reply carries none.
    expect((await r.read(r.nana, original.id))?.reply_to).toBeUndefined();
  });

  it('says "Message deleted" once the original is deleted, in the reader’s language', async () => {
    const r = await room();
    const original = await r.say(r.nana, 'See you Sunday');
    const reply = await r.say(r.joe, 'Sunday it is', original.id);
    const gone = await t.api.delete(
      `/profiles/${r.nana.profile.id}/conversations/${r.conversationId}/messages/${original.id}`,
      r.nana.token,
    );
    expect(gone.statusCode).toBe(204);
    expect((await r.read(r.nana, reply.id))?.reply_to).toEqual({
      id: original.id,
      sender: { id: r.nana.profile.id, nickname: 'Nana' },
      kind: 'text',
      preview: 'Message deleted',
    });
    const spanish = await t.api.patch(
      `/profiles/${r.joe.profile.id}`,
      { profile: { language: 'es' } },
      r.joe.token,
    );
    expect(spanish.statusCode).toBe(200);
    expect((await r.read(r.joe, reply.id))?.reply_to?.preview).toBe('Mensaje eliminado');
    // A deleted message cannot be answered any more.
    const late = await r.send(r.joe, { content: 'Too late', reply_to_id: original.id });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject(NOT_FOUND);
  });

  it('refuses a reply to a message of another conversation, unknown or malformed (422)', async () => {
    const r = await room();
    const elsewhere = await t.api.createConversation(r.nana.token, r.nana.profile.id, 'Elsewhere');
    const there = await t.api.post(
      `/profiles/${r.nana.profile.id}/conversations/${elsewhere.id}/messages`,
      { message: { content: 'over there' } },
      r.nana.token,
    );
    expect(there.statusCode).toBe(201);
    const other = await t.api.family(`other-${r.tag}@example.org`, 'Other');
    const theirs = await t.api.post(
      `/profiles/${other.profile.id}/conversations/${other.conversation.id}/messages`,
      { message: { content: 'not yours' } },
      other.token,
    );
    for (const id of [
      there.json<Message>().id,
      theirs.json<Message>().id,
      '0190a000-0000-7000-8000-000000000000',
      'not-an-id',
    ]) {
      const res = await r.send(r.nana, { content: 'Re', reply_to_id: id });
      expect(res.statusCode, id).toBe(422);
      expect(res.json()).toMatchObject(NOT_FOUND);
    }
    // Nothing was stored.
    const page = await t.api.get(
      `/profiles/${r.nana.profile.id}/conversations/${r.conversationId}`,
      r.nana.token,
    );
    expect((page.json().messages as Message[]).some((m) => m.content === 'Re')).toBe(false);
  });

  it('never quotes to a child a message from someone it may not hear', async () => {
    const r = await room();
    const lily = { token: r.nana.childToken, profile: { id: r.nana.child.id } };
    const stranger = await t.api.family(`stranger-${r.tag}@example.org`, 'Stranger', 'Other');
    const by = {
      token: r.joe.token,
      profileId: r.joe.profile.id,
      conversationId: r.conversationId,
    };
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    const secret = await r.say(stranger, 'a secret');
    const before = await r.say(r.joe, 'Answering the stranger', secret.id);
    expect(before.reply_to?.sender.id).toBe(stranger.profile.id);
    const left = await t.api.post(
      `/profiles/${stranger.profile.id}/conversations/${r.conversationId}/leave`,
      undefined,
      stranger.token,
    );
    expect(left.statusCode).toBe(204);
    // Lily reads Joe's reply without its quote, and may not answer the stranger herself.
    const seen = await r.read(lily, before.id);
    expect(seen?.content).toBe('Answering the stranger');
    expect(seen?.reply_to).toBeUndefined();
    expect(await r.read(lily, secret.id)).toBeUndefined();
    const refused = await r.send(lily, { content: 'Hi', reply_to_id: secret.id });
    expect(refused.statusCode).toBe(422);
    // Live too: Joe answers the stranger again; Lily hears the message, not the quote.
    const socket = await TestSocket.connect(url, r.nana.childToken);
    const again = await r.say(r.joe, 'Still answering', secret.id);
    expect(again.reply_to?.preview).toBe('a secret');
    const heard = await socket.next(
      (e) => e.type === 'message.created' && e.message.id === again.id,
      5000,
    );
    expect(heard.type === 'message.created' && heard.message.reply_to).toBeUndefined();
    // Lily answers Joe: her reply quotes him, and Nana reads it so.
    const fromJoe = await r.say(r.joe, 'Hello Lily');
    const hers = await r.say(lily, 'Hi Joe', fromJoe.id);
    expect(hers.reply_to).toMatchObject({ id: fromJoe.id, preview: 'Hello Lily' });
    expect((await r.read(r.nana, hers.id))?.reply_to?.sender.id).toBe(r.joe.profile.id);
    socket.close();
  });

  it('never shows a stranger the quote of, or the reaction by, a child that has not said yes to it', async () => {
    const r = await room();
    const lily = { token: r.nana.childToken, profile: { id: r.nana.child.id } };
    const hers = await r.say(lily, 'hi everyone');
    const nanas = await r.say(r.nana, 'Dinner at six');
    const heart = `/profiles/${lily.profile.id}/conversations/${r.conversationId}/messages/${nanas.id}/reactions/${encodeURIComponent('❤️')}`;
    expect((await t.api.put(heart, lily.token)).statusCode).toBe(204);
    const stranger = await t.api.family(`stranger2-${r.tag}@example.org`, 'Stranger', 'Other');
    const by = {
      token: r.joe.token,
      profileId: r.joe.profile.id,
      conversationId: r.conversationId,
    };
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    const socket = await TestSocket.connect(url, stranger.token);
    // Joe answers Lily: he sees the quote, the stranger does not, live or in the page.
    const reply = await r.say(r.joe, 'Hi Lily!', hers.id);
    expect(reply.reply_to?.sender.id).toBe(lily.profile.id);
    const live = await socket.next(
      (e) => e.type === 'message.created' && e.message.id === reply.id,
      5000,
    );
    expect(live.type === 'message.created' && live.message.reply_to).toBeUndefined();
    expect((await r.read(stranger, reply.id))?.reply_to).toBeUndefined();
    expect((await r.read(r.nana, reply.id))?.reply_to?.sender.id).toBe(lily.profile.id);
    // Nana corrects her message: the stranger's copy of it leaves Lily's heart out.
    const edit = await t.api.patch(
      `/profiles/${r.nana.profile.id}/conversations/${r.conversationId}/messages/${nanas.id}`,
      { message: { content: 'Dinner at seven' } },
      r.nana.token,
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json<Message>().reactions).toEqual([
      { emoji: '❤️', count: 1, profile_ids: [lily.profile.id] },
    ]);
    const edited = await socket.next(
      (e) => e.type === 'message.edited' && e.message.id === nanas.id,
      5000,
    );
    expect(edited.type === 'message.edited' && edited.message.reactions).toEqual([]);
    expect((await r.read(stranger, nanas.id))?.reactions).toEqual([]);
    socket.close();
  });
});
