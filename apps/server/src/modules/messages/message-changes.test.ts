import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES, type Message } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { useTestApp } from '../../test/use-test-app.js';
import { fetchMedia, sendVoice, uploaded } from '../../test/media.js';
import { TestSocket } from '../../test/socket.js';
import { sync } from '../../test/sync.js';
import { editMessage } from './message-changes.js';

describe.each(DIALECTS)('deleting and editing messages on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const room = (tag: string) => t.api.grandmaAndGrandchild(`changes-${tag}`, `Room ${tag}`);
  const messagePath = (profileId: string, conversationId: string, id: string) =>
    `/profiles/${profileId}/conversations/${conversationId}/messages/${id}`;

  it('deletes one’s own voice message for everyone, live, with its recording', async () => {
    const { gran, kid } = await room('delete');
    const media = await uploaded(t, gran);
    const sent = (await sendVoice(t.api, gran, media.id)).json<Message>();
    const mediaUrl = sent.audio!.url;
    expect((await fetchMedia(t, mediaUrl)).statusCode).toBe(200);
    const socket = await TestSocket.connect(url, kid.token);

    const other = await t.api.delete(
      messagePath(kid.profile.id, gran.conversation.id, sent.id),
      kid.token,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(FAMILY_MESSAGES.notYourMessage);

    const path = messagePath(gran.profile.id, gran.conversation.id, sent.id);
    expect((await t.api.delete(path, gran.token)).statusCode).toBe(204);
    const event = await socket.next((e) => e.type === 'message.deleted');
    expect(event).toMatchObject({ conversation_id: gran.conversation.id, message_id: sent.id });

    const page = await t.api.get(
      `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}`,
      kid.token,
    );
    const shown = page.json().messages.find((m: Message) => m.id === sent.id);
    expect(shown).toMatchObject({ deleted: true, content: '', edited_at: null });
    expect(shown.audio).toBeUndefined();
    expect([403, 404]).toContain((await fetchMedia(t, mediaUrl)).statusCode);
    const chunks = await t.app.ctx.db
      .selectFrom('media_chunks')
      .select('seq')
      .where('media_id', '=', media.id)
      .execute();
    expect(chunks).toEqual([]);
    expect((await t.api.delete(path, gran.token)).statusCode).toBe(404);

    // A device that was away hears of it from the log.
    const late = await TestSocket.connect(url, kid.token);
    const seq = (event as { seq: number }).seq;
    const { replayed } = await sync(late, { [`c:${gran.conversation.id}`]: seq - 1 });
    expect(replayed).toMatchObject([{ type: 'message.deleted', message_id: sent.id }]);
    socket.close();
    late.close();
  });

  it('edits one’s own text within 15 minutes, live and caught up; 422 after', async () => {
    const { gran, kid } = await room('edit');
    const sent = (
      await sendMessage(t.api, kid.token, kid.profile.id, gran.conversation.id, 'helo')
    ).json<Message>();
    expect(sent).toMatchObject({ deleted: false, edited_at: null });
    const socket = await TestSocket.connect(url, gran.token);
    const path = messagePath(kid.profile.id, gran.conversation.id, sent.id);
    const res = await t.api.patch(path, { message: { content: 'hello' } }, kid.token);
    expect(res.statusCode).toBe(200);
    const edited = res.json<Message>();
    expect(edited).toMatchObject({ id: sent.id, content: 'hello', deleted: false });
    expect(edited.edited_at).toEqual(expect.any(String));
    const event = await socket.next((e) => e.type === 'message.edited');
    expect(event).toMatchObject({ message: { id: sent.id, content: 'hello' } });
    const seq = (event as { seq: number }).seq;
    const late = await TestSocket.connect(url, gran.token);
    const { replayed } = await sync(late, { [`c:${gran.conversation.id}`]: seq - 1 });
    expect(replayed).toMatchObject([{ type: 'message.edited', message: { content: 'hello' } }]);

    const blank = await t.api.patch(path, { message: { content: ' ' } }, kid.token);
    expect(blank.statusCode).toBe(422);
    const notMine = await t.api.patch(
      messagePath(gran.profile.id, gran.conversation.id, sent.id),
      { message: { content: 'mine' } },
      gran.token,
    );
    expect(notMine.statusCode).toBe(403);

    // Sixteen minutes later the window has closed.
    const target = {
      accountId: (await t.api.get('/auth/me', kid.token)).json().user.id as string,
      childProfileId: null,
      profileId: kid.profile.id,
      conversationId: gran.conversation.id,
      messageId: sent.id,
    };
    const later = Date.now() + 16 * 60 * 1000;
    await expect(
      editMessage(t.app.ctx, target, { message: { content: 'late' } }, later),
    ).rejects.toMatchObject({ statusCode: 422, message: FAMILY_MESSAGES.editWindowPassed });
    const justInside = Date.now() + 14 * 60 * 1000;
    const ok = await editMessage(
      t.app.ctx,
      target,
      { message: { content: 'in time' } },
      justInside,
    );
    expect(ok.content).toBe('in time');
    socket.close();
    late.close();
  });

  it('refuses to edit a voice message or a deleted one', async () => {
    const { gran } = await room('voice-edit');
    const media = await uploaded(t, gran);
    const voice = (await sendVoice(t.api, gran, media.id)).json<Message>();
    const path = messagePath(gran.profile.id, gran.conversation.id, voice.id);
    const res = await t.api.patch(path, { message: { content: 'words' } }, gran.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(FAMILY_MESSAGES.onlyTextEditable);
    await t.api.delete(path, gran.token);
    expect((await t.api.patch(path, { message: { content: 'x' } }, gran.token)).statusCode).toBe(
      404,
    );
  });
});
