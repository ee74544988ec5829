import type { Db } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';

export function findMessage(db: Db, conversationId: string, messageId: string) {
  if (!isId(messageId)) return Promise.resolve(undefined);
  return db
    .selectFrom('messages')
    .select(['id', 'kind', 'profile_id'])
    .where('conversation_id', '=', conversationId)
    .where('id', '=', messageId)
    .executeTakeFirst();
}

/** Records the listen once; false when it was recorded before. */
export async function insertPlayed(
  trx: Db,
  row: { message_id: string; profile_id: string; played_at: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('played')
    .values(row)
    .onConflict((oc) => oc.columns(['message_id', 'profile_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Who has listened to each of these messages, first listener first. */
export async function playedBy(db: Db, messageIds: string[]): Promise<Map<string, string[]>> {
  const byMessage = new Map<string, string[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('played')
    .select(['message_id', 'profile_id'])
    .where('message_id', 'in', messageIds)
    .orderBy('played_at')
    .orderBy('profile_id')
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    list.push(row.profile_id);
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}
