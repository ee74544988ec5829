import type { Db } from '../../db/schema.js';
import { lockRow } from '../../db/row-locks.js';

export async function renameConversation(trx: Db, id: string, title: string): Promise<void> {
  await trx.updateTable('conversations').set({ title }).where('id', '=', id).execute();
}

/** The account a participating profile belongs to, or undefined when it does not take part. */
export function participantAccount(db: Db, conversationId: string, profileId: string) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .select('p.account_id')
    .where('pa.conversation_id', '=', conversationId)
    .where('pa.profile_id', '=', profileId)
    .executeTakeFirst();
}

/** Takes the profile out; returns how many participants remain. */
export async function removeParticipant(
  trx: Db,
  conversationId: string,
  profileId: string,
): Promise<number> {
  // Lock the conversation row first: two last members leaving at once must not both see one left.
  await lockRow(trx, 'conversations', conversationId);
  await trx
    .deleteFrom('participants')
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .execute();
  const row = await trx
    .selectFrom('participants')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Remembers a removal, so that the links made before it no longer let the profile back in. */
export async function recordRemoval(
  trx: Db,
  conversationId: string,
  profileId: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('removals')
    .values({ conversation_id: conversationId, profile_id: profileId, removed_at: at })
    .onConflict((oc) =>
      oc.columns(['conversation_id', 'profile_id']).doUpdateSet({ removed_at: at }),
    )
    .execute();
}

/**
 * Deletes a conversation nobody takes part in: messages, recordings (their chunks), plays,
 * invites and removals go with it by foreign key; its event log is removed here.
 */
export async function deleteConversation(trx: Db, conversationId: string): Promise<void> {
  await trx.deleteFrom('events').where('stream', '=', `c:${conversationId}`).execute();
  await trx.deleteFrom('media').where('conversation_id', '=', conversationId).execute();
  await trx.deleteFrom('conversations').where('id', '=', conversationId).execute();
}

export async function conversationsOf(db: Db, profileId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('participants')
    .select('conversation_id')
    .where('profile_id', '=', profileId)
    .execute();
  return rows.map((row) => row.conversation_id);
}
