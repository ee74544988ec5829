import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES } from '@hearth/shared';
import { newId } from '../../lib/ids.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { settle, TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('conversation membership on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const path = (profileId: string, conversationId: string) =>
    `/profiles/${profileId}/conversations/${conversationId}`;

  async function invite(token: string, profileId: string, conversationId: string) {
    const res = await t.api.post(`${path(profileId, conversationId)}/create_invite`, {}, token);
    expect(res.statusCode).toBe(201);
    return res.json<{ invite: { token: string } }>().invite.token;
  }

  /** Grandma's room with Sam (another account) in it. */
  async function room(tag: string) {
    const gran = await t.api.family(`gran-${tag}@example.org`, 'Grandma', `Room ${tag}`);
    const kid = await t.api.signUp(`kid-${tag}@example.org`);
    const sam = await t.api.createProfile(kid.access_token, 'Sam');
    const link = await invite(gran.token, gran.profile.id, gran.conversation.id);
    const joined = await t.api.post(
      '/conversations/join-via-invite',
      { token: link, profile_id: sam.id },
      kid.access_token,
    );
    expect(joined.statusCode).toBe(200);
    return { gran, kid: { token: kid.access_token, profile: sam }, link };
  }

  it('renames for everyone in it, live, and validates the title', async () => {
    const { gran, kid } = await room('rename');
    const socket = await TestSocket.connect(url, kid.token);
    const res = await t.api.patch(
      path(kid.profile.id, gran.conversation.id),
      { conversation: { title: 'Sunday lunch' } },
      kid.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: gran.conversation.id, title: 'Sunday lunch' });
    const event = await socket.next((e) => e.type === 'conversation.updated');
    expect(event).toMatchObject({ conversation_id: gran.conversation.id, title: 'Sunday lunch' });
    const read = await t.api.get(path(gran.profile.id, gran.conversation.id), gran.token);
    expect(read.json().title).toBe('Sunday lunch');

    const blank = await t.api.patch(
      path(kid.profile.id, gran.conversation.id),
      { conversation: { title: '  ' } },
      kid.token,
    );
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error).toBe('Please enter a conversation title');
    const stranger = await t.api.family('stranger-rename@example.org');
    const refused = await t.api.patch(
      path(stranger.profile.id, gran.conversation.id),
      { conversation: { title: 'Mine' } },
      stranger.token,
    );
    expect(refused.statusCode).toBe(404);
    socket.close();
  });

  it('lets a member leave: they stop hearing at once, the others see them go', async () => {
    const { gran, kid } = await room('leave');
    const kidSocket = await TestSocket.connect(url, kid.token);
    const granSocket = await TestSocket.connect(url, gran.token);
    const left = await t.api.post(
      `${path(kid.profile.id, gran.conversation.id)}/leave`,
      {},
      kid.token,
    );
    expect(left.statusCode).toBe(204);
    await kidSocket.next((e) => e.type === 'conversation.removed');
    await granSocket.next((e) => e.type === 'participant.left' && e.profile_id === kid.profile.id);
    await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'after you left');
    await granSocket.next((e) => e.type === 'message.created');
    await settle();
    expect(kidSocket.of('message.created')).toEqual([]);
    // Nothing is readable or writable through HTTP either.
    const read = await t.api.get(path(kid.profile.id, gran.conversation.id), kid.token);
    expect(read.statusCode).toBe(404);
    const list = await t.api.get(`/profiles/${kid.profile.id}/conversations`, kid.token);
    expect(list.json()).toEqual([]);
    const again = await t.api.post(
      `${path(kid.profile.id, gran.conversation.id)}/leave`,
      {},
      kid.token,
    );
    expect(again.statusCode).toBe(404);
    kidSocket.close();
    granSocket.close();
  });

  it('deletes a conversation nobody is left in, with its messages, media and log', async () => {
    const gran = await t.api.family('gran-last@example.org');
    const id = gran.conversation.id;
    await sendMessage(t.api, gran.token, gran.profile.id, id, 'one');
    const db = t.app.ctx.db;
    const left = await t.api.post(`${path(gran.profile.id, id)}/leave`, {}, gran.token);
    expect(left.statusCode).toBe(204);
    const count = async (table: 'conversations' | 'messages' | 'participants' | 'media') =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where(table === 'conversations' ? 'id' : 'conversation_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n;
    for (const table of ['conversations', 'messages', 'participants', 'media'] as const) {
      expect(Number(await count(table))).toBe(0);
    }
    const events = await db
      .selectFrom('events')
      .select('seq')
      .where('stream', '=', `c:${id}`)
      .execute();
    expect(events).toEqual([]);
  });

  it('lets only the creator remove a member, who stops hearing and cannot use an old link', async () => {
    const { gran, kid, link } = await room('remove');
    const other = await t.api.signUp('cousin-remove@example.org');
    const cousin = await t.api.createProfile(other.access_token, 'Cousin');
    await t.api.post(
      '/conversations/join-via-invite',
      { token: link, profile_id: cousin.id },
      other.access_token,
    );
    const member = `${path(kid.profile.id, gran.conversation.id)}/participants/${cousin.id}`;
    const refused = await t.api.delete(member, kid.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(FAMILY_MESSAGES.onlyCreatorRemoves);

    const socket = await TestSocket.connect(url, kid.token);
    const removed = await t.api.delete(
      `${path(gran.profile.id, gran.conversation.id)}/participants/${kid.profile.id}`,
      gran.token,
    );
    expect(removed.statusCode).toBe(204);
    await socket.next((e) => e.type === 'conversation.removed');
    await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'private now');
    await settle();
    expect(socket.of('message.created')).toEqual([]);
    const send = await sendMessage(t.api, kid.token, kid.profile.id, gran.conversation.id, 'hi');
    expect(send.statusCode).toBe(404);

    const oldLink = await t.api.post(
      '/conversations/join-via-invite',
      { token: link, profile_id: kid.profile.id },
      kid.token,
    );
    expect(oldLink.statusCode).toBe(404);
    expect(oldLink.json().error).toBe('Invalid invite link');
    const fresh = await invite(gran.token, gran.profile.id, gran.conversation.id);
    const back = await t.api.post(
      '/conversations/join-via-invite',
      { token: fresh, profile_id: kid.profile.id },
      kid.token,
    );
    expect(back.statusCode).toBe(200);

    const unknown = await t.api.delete(
      `${path(gran.profile.id, gran.conversation.id)}/participants/${newId()}`,
      gran.token,
    );
    expect(unknown.statusCode).toBe(404);
    socket.close();
  });

  it('catches a device up on a removal it missed: the account stream says so', async () => {
    const { gran, kid } = await room('catchup');
    const before = await t.api.get('/auth/me', kid.token);
    expect(before.statusCode).toBe(200);
    await t.api.delete(
      `${path(gran.profile.id, gran.conversation.id)}/participants/${kid.profile.id}`,
      gran.token,
    );
    const rows = await t.app.ctx.db
      .selectFrom('events')
      .select(['type', 'payload'])
      .where('stream', '=', `a:${before.json().user.id}`)
      .orderBy('seq')
      .execute();
    expect(rows.at(-1)?.type).toBe('conversation.removed');
    expect(JSON.parse(rows.at(-1)!.payload!)).toMatchObject({
      profile_id: kid.profile.id,
      conversation_id: gran.conversation.id,
    });
  });
});
