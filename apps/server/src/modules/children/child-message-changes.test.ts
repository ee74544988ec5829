import { CHILD_MESSAGES, FAMILY_MESSAGES, type Message } from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { TestSocket } from '../../test/socket.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { editMessage } from '../messages/message-changes.js';
import { wallClock } from './quiet-hours.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('a child changing its own last message on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Nana's room with Grandpa Joe (another family) and Lily; Nana's second room without Lily. */
  async function room(tag: string) {
    const nana = await familyWithChild(t.api, `nana-${tag}@example.org`);
    const joe = await t.api.family(`joe-${tag}@example.org`, 'Grandpa Joe', 'Joe');
    const conversationId = nana.conversation.id;
    const by = { token: nana.token, profileId: nana.profile.id, conversationId };
    await inviteInto(t.api, by, { token: joe.token, profileId: joe.profile.id });
    await inviteInto(t.api, by, { token: nana.token, profileId: nana.child.id });
    const say = async (who: { token: string; profile: { id: string } }, text: string) => {
      const res = await sendMessage(t.api, who.token, who.profile.id, conversationId, text);
      expect(res.statusCode).toBe(201);
      return res.json<Message>();
    };
    const lily = { token: nana.childToken, profile: nana.child };
    const path = (id: string, conversation = conversationId) =>
      `/profiles/${nana.child.id}/conversations/${conversation}/messages/${id}`;
    const edit = (id: string, content: string, conversation?: string) =>
      t.api.patch(path(id, conversation), { message: { content } }, lily.token);
    const remove = (id: string, conversation?: string) =>
      t.api.delete(path(id, conversation), lily.token);
    return { nana, joe, lily, conversationId, say, edit, remove };
  }

  it('edits and deletes its last message, heard live by the others', async () => {
    const r = await room('last');
    await r.say(r.lily, 'frist');
    const last = await r.say(r.lily, 'helo');
    const socket = await TestSocket.connect(url, r.joe.token);

    const edited = await r.edit(last.id, 'hello');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: last.id, content: 'hello', deleted: false });
    expect(await socket.next((e) => e.type === 'message.edited')).toMatchObject({
      conversation_id: r.conversationId,
      message: { id: last.id, content: 'hello' },
    });

    expect((await r.remove(last.id)).statusCode).toBe(204);
    expect(await socket.next((e) => e.type === 'message.deleted')).toMatchObject({
      conversation_id: r.conversationId,
      message_id: last.id,
    });
    const page = await t.api.get(
      `/profiles/${r.joe.profile.id}/conversations/${r.conversationId}`,
      r.joe.token,
    );
    expect(page.json().messages.find((m: Message) => m.id === last.id)).toMatchObject({
      deleted: true,
      content: '',
    });
    socket.close();
  });

  it('refuses its earlier message (403) and others’ messages (403)', async () => {
    const r = await room('earlier');
    const first = await r.say(r.lily, 'one');
    const fromNana = await r.say(r.nana, 'from Nana');
    const fromJoe = await r.say(r.joe, 'from Joe');
    await r.say(r.lily, 'two');

    for (const res of [await r.edit(first.id, 'uno'), await r.remove(first.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: CHILD_MESSAGES.onlyLastMessage,
        errors: [CHILD_MESSAGES.onlyLastMessage],
      });
    }
    for (const other of [fromNana, fromJoe]) {
      for (const res of [await r.edit(other.id, 'mine'), await r.remove(other.id)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(FAMILY_MESSAGES.notYourMessage);
      }
    }
    const page = await t.api.get(
      `/profiles/${r.nana.profile.id}/conversations/${r.conversationId}`,
      r.nana.token,
    );
    expect(page.json().messages.map((m: Message) => [m.content, m.deleted])).toEqual([
      ['one', false],
      ['from Nana', false],
      ['from Joe', false],
      ['two', false],
    ]);
  });

  it('is "last" among the messages not deleted, in this conversation only', async () => {
    const r = await room('moving');
    const first = await r.say(r.lily, 'one');
    const second = await r.say(r.lily, 'two');
    // Its own message in another conversation does not change which one is last here.
    const other = await t.api.createConversation(r.nana.token, r.nana.profile.id, 'Other');
    await inviteInto(
      t.api,
      { token: r.nana.token, profileId: r.nana.profile.id, conversationId: other.id },
      { token: r.nana.token, profileId: r.nana.child.id },
    );
    const elsewhere = await sendMessage(t.api, r.lily.token, r.nana.child.id, other.id, 'there');
    expect(elsewhere.statusCode).toBe(201);
    expect((await r.edit(second.id, 'two!')).statusCode).toBe(200);

    expect((await r.remove(second.id)).statusCode).toBe(204);
    expect((await r.edit(first.id, 'one!')).statusCode).toBe(200);
    await r.say(r.lily, 'three');
    expect((await r.edit(first.id, 'one?')).statusCode).toBe(403);
    // A deleted message is gone for the child as for anyone.
    expect((await r.edit(second.id, 'back')).statusCode).toBe(404);
  });

  it('answers 404 for a message it cannot see', async () => {
    const r = await room('unseen');
    await r.say(r.lily, 'mine');
    // Nana's room without Lily: the child is not in it.
    const away = await t.api.createConversation(r.nana.token, r.nana.profile.id, 'Grown-ups');
    const res = await sendMessage(t.api, r.nana.token, r.nana.profile.id, away.id, 'secret');
    const hidden = res.json<Message>();
    expect((await r.edit(hidden.id, 'x', away.id)).statusCode).toBe(404);
    expect((await r.remove(hidden.id, away.id)).statusCode).toBe(404);
    // The same message named under the child's own conversation is not found there either.
    expect((await r.edit(hidden.id, 'x')).statusCode).toBe(404);
    // Another profile's path is refused before anything is looked up.
    const asNana = await t.api.delete(
      `/profiles/${r.nana.profile.id}/conversations/${away.id}/messages/${hidden.id}`,
      r.lily.token,
    );
    expect(asNana.statusCode).toBe(403);
  });

  it('changes nothing while its conversation waits for a grown-up: it sees nothing there', async () => {
    const r = await room('paused');
    const mine = await r.say(r.lily, 'before');
    const stranger = await t.api.family('stranger-paused@example.org', 'Stranger', 'S');
    await inviteInto(
      t.api,
      { token: r.joe.token, profileId: r.joe.profile.id, conversationId: r.conversationId },
      { token: stranger.token, profileId: stranger.profile.id },
    );
    const fromStranger = await r.say(stranger, 'hello');
    expect((await r.edit(mine.id, 'after')).statusCode).toBe(404);
    expect((await r.remove(mine.id)).statusCode).toBe(404);
    expect((await r.remove(fromStranger.id)).statusCode).toBe(404);
  });

  it('keeps the 15-minute edit window', async () => {
    const r = await room('window');
    const last = await r.say(r.lily, 'late');
    const target = {
      accountId: r.nana.user.id,
      childProfileId: r.nana.child.id,
      profileId: r.nana.child.id,
      conversationId: r.conversationId,
      messageId: last.id,
    };
    const later = Date.now() + 16 * 60 * 1000;
    await expect(
      editMessage(t.app.ctx, target, { message: { content: 'too late' } }, later),
    ).rejects.toMatchObject({ statusCode: 422, message: FAMILY_MESSAGES.editWindowPassed });
    expect((await r.remove(last.id)).statusCode).toBe(204);
  });

  it('changes nothing in its quiet hours, as it sends nothing then', async () => {
    const r = await room('quiet');
    const last = await r.say(r.lily, 'goodnight');
    const at = (ms: number) => wallClock('Europe/London', new Date(Date.now() + ms));
    const hours = { start: at(-3_600_000), end: at(3_600_000), time_zone: 'Europe/London' };
    const quiet = `/profiles/${r.nana.child.id}/quiet_hours`;
    const set = await t.api.request('PUT', quiet, { token: r.nana.token, body: hours });
    expect(set.statusCode).toBe(200);
    for (const res of [await r.edit(last.id, 'night'), await r.remove(last.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(CHILD_MESSAGES.quietHours);
    }
    const away = await t.api.createConversation(r.nana.token, r.nana.profile.id, 'Grown-ups');
    expect((await r.remove(last.id, away.id)).statusCode).toBe(404);
    await t.api.request('PUT', quiet, { token: r.nana.token, raw: 'null' });
    expect((await r.remove(last.id)).statusCode).toBe(204);
  });
});
