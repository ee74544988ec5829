import pg from 'pg';
import { CHILD_MESSAGES } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { lockWaiters } from '../../test/databases.js';
import { sendMessage, until } from '../../test/helper.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * "Its last message" must still be true when the change is written: a send committing between
 * the check and the change would make the changed message an earlier one. The send is held open
 * on a second connection, so this needs PostgreSQL; SQLite runs one transaction at a time.
 */
describe('a child’s last message against a send in flight on postgres', () => {
  const t = useTestApp('postgres');

  it('waits for the send and then refuses the message it made an earlier one', async () => {
    const fam = await familyWithChild(t.api, 'race@example.org');
    const conversationId = fam.conversation.id;
    await inviteInto(
      t.api,
      { token: fam.token, profileId: fam.profile.id, conversationId },
      { token: fam.token, profileId: fam.child.id },
    );
    const sent = await sendMessage(t.api, fam.childToken, fam.child.id, conversationId, 'one');
    const last = sent.json<{ id: string }>().id;
    const config = t.app.ctx.config.database;
    if (config.kind !== 'postgres') throw new Error('unreachable');

    // A send by the child's other device, as the send writes it: its row and the stream's number.
    const sender = new pg.Client({ connectionString: config.url });
    await sender.connect();
    await sender.query('begin');
    await sender.query(
      `insert into messages (id, conversation_id, profile_id, content, created_at, kind)
       values ($1, $2, $3, 'two', $4, 'text')`,
      [newId(), conversationId, fam.child.id, new Date().toISOString()],
    );
    await sender.query('update conversations set event_seq = event_seq + 1 where id = $1', [
      conversationId,
    ]);
    const edit = t.api.patch(
      `/profiles/${fam.child.id}/conversations/${conversationId}/messages/${last}`,
      { message: { content: 'uno' } },
      fam.childToken,
    );
    await until(async () => (await lockWaiters(t.app.ctx.db)) > 0);
    await sender.query('commit');
    await sender.end();

    const res = await edit;
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(CHILD_MESSAGES.onlyLastMessage);
  });
});
