import type { Db, NewRow } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import {
  approvedContacts,
  hearsSender,
  mayHear,
  profileRefs,
  type Reader,
  profileColumns,
} from '../access/access.policy.js';

/**
 * The message, when it is in the conversation, not deleted, and the pairwise rule shows it to
 * `reader`: what a reaction may be given to.
 */
export function findReactable(db: Db, conversationId: string, messageId: string, reader: Reader) {
  if (!isId(messageId)) return Promise.resolve(undefined);
  return db
    .selectFrom('messages as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .select(['m.id', 'm.profile_id'])
    .where('m.conversation_id', '=', conversationId)
    .where('m.id', '=', messageId)
    .where('m.deleted_at', 'is', null)
    .where((eb) => hearsSender(eb, reader, profileColumns('p')))
    .executeTakeFirst();
}

/** Adds the reaction; false when it was there already. */
export async function insertReaction(trx: Db, row: NewRow<'message_reactions'>): Promise<boolean> {
  const result = await trx
    .insertInto('message_reactions')
    .values(row)
    .onConflict((oc) => oc.columns(['message_id', 'profile_id', 'emoji']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes the reaction back; false when there was none. */
export async function deleteReaction(
  trx: Db,
  key: { message_id: string; profile_id: string; emoji: string },
): Promise<boolean> {
  const result = await trx
    .deleteFrom('message_reactions')
    .where('message_id', '=', key.message_id)
    .where('profile_id', '=', key.profile_id)
    .where('emoji', '=', key.emoji)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The reactions to these messages whose reactors the pairwise rule lets `holderId` (the
 * profile reading) hear, first reactor first: one query for a page.
 */
export function reactionsTo(db: Db, messageIds: string[], holderId: string) {
  return db
    .selectFrom('message_reactions as r')
    .innerJoin('profiles as rx', 'rx.id', 'r.profile_id')
    .select(['r.message_id', 'r.profile_id', 'r.emoji'])
    .where('r.message_id', 'in', messageIds)
    .where((eb) =>
      mayHear(eb, profileRefs(db, holderId), {
        id: eb.ref('rx.id'),
        kind: eb.ref('rx.kind'),
        accountId: eb.ref('rx.account_id'),
      }),
    )
    .orderBy('r.created_at')
    .orderBy('r.profile_id')
    .execute();
}

/**
 * The reactions since `since` in the child's conversations that count as its activity: its own,
 * and those it may hear from others since it joined. Who and when only.
 */
export function reactionsAround(db: Db, childId: string, since: string) {
  return db
    .selectFrom('message_reactions as r')
    .innerJoin('messages as m', 'm.id', 'r.message_id')
    .innerJoin('participants as pa', (join) =>
      join.onRef('pa.conversation_id', '=', 'm.conversation_id').on('pa.profile_id', '=', childId),
    )
    .select(['r.profile_id', 'r.created_at'])
    .where('r.created_at', '>=', since)
    .whereRef('r.created_at', '>=', 'pa.joined_at')
    .where('r.profile_id', 'in', approvedContacts(db, childId))
    .execute();
}
