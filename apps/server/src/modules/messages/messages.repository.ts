import type { Message } from '@hearth/shared';
import { dialectOf, precompiled } from '../../db/database.js';
import { inGroupCommit } from '../../db/group-commit.js';
import type { Db, MessagesTable } from '../../db/schema.js';
import { isId, nowIso } from '../../lib/ids.js';
import { toMessage } from '../conversations/conversations.repository.js';
import { insertOnPostgres, type SendArgs, type Sender } from './postgres-send.js';

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

// SQLite: the token and participation checks and both writes, compiled once (see precompiled in
// db/database.ts). Columns are named one by one: the placeholders object has no keys to spread.
const senderOf = precompiled((db: Db, a: SendArgs) =>
  db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    // The same live-token test as `authenticate`, here inside the send's transaction.
    .innerJoin('access_tokens as t', 't.account_id', 'p.account_id')
    .select('p.nickname')
    .where('pa.conversation_id', '=', a.conversation_id)
    .where('pa.profile_id', '=', a.profile_id)
    .where('p.deleted_at', 'is', null)
    .where('t.token_hash', '=', a.token_hash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', a.now),
);
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
const touchConversation = precompiled((db: Db, r: MessageRow) =>
  db
    .updateTable('conversations')
    .set({ last_activity_at: r.created_at })
    .where('id', '=', r.conversation_id)
    // Two sends committing out of order must not move the activity time backwards.
    .where('last_activity_at', '<', r.created_at),
);

/**
 * Stores the message, and moves the conversation's activity time with it in the same
 * transaction, when the token (hashed) is live and its account's profile takes part in the
 * conversation. Returns the sender, or undefined when not (and nothing is written). A repeated
 * client id rejects with the database's unique violation.
 */
export async function insertMessageAsParticipant(
  db: Db,
  tokenHash: string,
  row: MessageRow,
): Promise<Sender | undefined> {
  if (!isId(row.profile_id) || !isId(row.conversation_id)) return undefined;
  const args = { ...row, token_hash: tokenHash, now: nowIso() };
  if (dialectOf(db) === 'postgres') {
    return insertOnPostgres(db, args);
  }
  // SQLite runs in this process: a transaction costs no round trip, and SQLite has no DML in WITH.
  return inGroupCommit(db, async (trx) => {
    const [sender] = await senderOf(db, args, trx);
    if (!sender) return undefined;
    await insertRow(db, row, trx);
    await touchConversation(db, row, trx);
    return sender;
  });
}
