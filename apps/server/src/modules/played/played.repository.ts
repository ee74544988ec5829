import type { Db, NewRow } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import {
  hearsSender,
  mayHear,
  profileColumns,
  profileRefs,
  type Reader,
} from '../access/access.policy.js';

/** The message, when it is in the conversation and the pairwise rule shows it to `reader`. */
export function findMessage(db: Db, conversationId: string, messageId: string, reader: Reader) {
  if (!isId(messageId)) return Promise.resolve(undefined);
  return db
    .selectFrom('messages as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .select(['m.id', 'm.kind', 'm.profile_id'])
    .where('m.conversation_id', '=', conversationId)
    .where('m.id', '=', messageId)
    .where((eb) => hearsSender(eb, reader, profileColumns('p')))
    .executeTakeFirst();
}

/** Records the listen once; false when it was recorded before. */
export async function insertPlayed(trx: Db, row: NewRow<'played'>): Promise<boolean> {
  const result = await trx
    .insertInto('played')
    .values(row)
    .onConflict((oc) => oc.columns(['message_id', 'profile_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Who has listened to each of these messages, first listener first: of them, those the
 * pairwise rule lets `holderId` (the profile reading) hear.
 */
export async function playedBy(
  db: Db,
  messageIds: string[],
  holderId: string,
): Promise<Map<string, string[]>> {
  const byMessage = new Map<string, string[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('played as pl')
    .innerJoin('profiles as lp', 'lp.id', 'pl.profile_id')
    .select(['pl.message_id', 'pl.profile_id'])
    .where('pl.message_id', 'in', messageIds)
    .where((eb) =>
      mayHear(eb, profileRefs(db, holderId), {
        id: eb.ref('lp.id'),
        kind: eb.ref('lp.kind'),
        accountId: eb.ref('lp.account_id'),
      }),
    )
    .orderBy('pl.played_at')
    .orderBy('pl.profile_id')
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    list.push(row.profile_id);
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}
