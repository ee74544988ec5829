import { sql } from 'kysely';
import { dialectOf, precompiled } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { conversationStream } from '@hearth/shared';

type Logged = { conversation_id: string; id: string; created_at: string };

// Takes the stream's next number and moves the activity time (never backwards) in one update.
const touch = (db: Db, a: Logged) =>
  db
    .updateTable('conversations')
    .set({
      event_seq: sql<number>`event_seq + 1`,
      last_activity_at: sql<string>`case when last_activity_at < ${a.created_at} then ${a.created_at} else last_activity_at end`,
    })
    .where('id', '=', a.conversation_id);
const touchConversation = precompiled(touch);
const touchConversationReturning = precompiled((db: Db, a: Logged) =>
  touch(db, a).returning('event_seq'),
);
const insertEvent = precompiled(
  (db: Db, a: { stream: string; seq: string; id: string; at: string }) =>
    db.insertInto('events').values({
      stream: a.stream,
      seq: sql<number>`cast(${a.seq} as integer)`,
      type: 'message.created',
      payload: null,
      message_id: a.id,
      created_at: a.at,
    }),
);

/**
 * Logs a message just inserted in `trx`: its `message.created` event takes the conversation's
 * next number, and the conversation's activity time moves to it. Returns that number. SQLite
 * holds the transaction on one snapshot, so the counter read with the sender (`counter`) is
 * still the last one taken and the update needs no RETURNING; PostgreSQL's update says.
 */
export async function logInsertedMessage(
  db: Db,
  trx: Db,
  message: Logged,
  counter: number | null,
): Promise<number> {
  let seq: number;
  if (dialectOf(db) === 'postgres') {
    const [row] = await touchConversationReturning(db, message, trx);
    seq = Number(row!.event_seq);
  } else {
    await touchConversation(db, message, trx);
    seq = Number(counter) + 1;
  }
  const stream = conversationStream(message.conversation_id);
  await insertEvent(db, { stream, seq: String(seq), id: message.id, at: message.created_at }, trx);
  return seq;
}
