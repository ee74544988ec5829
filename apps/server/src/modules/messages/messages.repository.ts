import type { Message } from '@hearth/shared';
import { dialectOf, precompiled } from '../../db/database.js';
import type { Db, MessagesTable } from '../../db/schema.js';
import { toMessage } from '../conversations/conversations.repository.js';

export async function findByClientId(
  db: Db,
  profileId: string,
  clientId: string,
): Promise<(Message & { conversation_id: string }) | undefined> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .select([
      'm.id',
      'm.content',
      'm.created_at',
      'm.client_id',
      'm.profile_id',
      'p.nickname',
      'm.conversation_id',
    ])
    .where('m.profile_id', '=', profileId)
    .where('m.client_id', '=', clientId)
    .executeTakeFirst();
  return row ? { ...toMessage(row), conversation_id: row.conversation_id } : undefined;
}

// The table's row as a mapped type: precompiled() needs an index-compatible type, which an
// interface is not.
type MessageRow = { [K in keyof MessagesTable]: MessagesTable[K] };

// The two writes of every send, compiled once (see precompiled in db/database.ts).
// Columns are named one by one: the placeholders object has no keys to spread.
const insertRow = precompiled((db: Db, r: MessageRow) =>
  db.insertInto('messages').values({
    id: r.id,
    conversation_id: r.conversation_id,
    profile_id: r.profile_id,
    content: r.content,
    client_id: r.client_id,
    created_at: r.created_at,
  }),
);
const touchConversation = precompiled((db: Db, p: { id: string; at: string }) =>
  db
    .updateTable('conversations')
    .set({ last_activity_at: p.at })
    .where('id', '=', p.id)
    // Two sends committing out of order must not move the activity time backwards.
    .where('last_activity_at', '<', p.at),
);

// PostgreSQL: both writes in one statement. A data-modifying CTE runs once, to completion, in
// the statement's own transaction, so it is as atomic as BEGIN/INSERT/UPDATE/COMMIT but costs
// one round trip instead of four (the PostgreSQL send profile was half idle, waiting on them).
const insertAndTouch = precompiled((db: Db, r: MessageRow) =>
  db
    .with('inserted', (q) =>
      q
        .insertInto('messages')
        .values({
          id: r.id,
          conversation_id: r.conversation_id,
          profile_id: r.profile_id,
          content: r.content,
          client_id: r.client_id,
          created_at: r.created_at,
        })
        .returning('id'),
    )
    .updateTable('conversations')
    .set({ last_activity_at: r.created_at })
    .where('id', '=', r.conversation_id)
    .where('last_activity_at', '<', r.created_at),
);

/** The message and the conversation's activity time move together, in one transaction. */
export async function insertMessage(db: Db, row: MessageRow): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await insertAndTouch(db, row);
    return;
  }
  // SQLite runs in this process: a transaction costs no round trip, and SQLite has no DML in WITH.
  await db.transaction().execute(async (trx) => {
    await insertRow(db, row, trx);
    await touchConversation(db, { id: row.conversation_id, at: row.created_at }, trx);
  });
}
