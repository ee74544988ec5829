import type { Participant } from '@hearth/shared';
import type { Db } from '../../db/schema.js';

export async function participantsOf(
  db: Db,
  conversationIds: string[],
): Promise<Map<string, Participant[]>> {
  const byConversation = new Map<string, Participant[]>(conversationIds.map((id) => [id, []]));
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .select(['pa.conversation_id', 'p.id', 'p.nickname'])
    .where('pa.conversation_id', 'in', conversationIds)
    .orderBy('pa.joined_at')
    .orderBy('p.id')
    .execute();
  for (const row of rows) {
    byConversation.get(row.conversation_id)?.push({ id: row.id, nickname: row.nickname });
  }
  return byConversation;
}

/**
 * The profile's conversations, newest activity first, each with the id of its newest message:
 * one backward step on the (conversation_id, id) index per conversation, inside the one query.
 */
export function conversationsOfProfile(db: Db, profileId: string) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('conversations as c', 'c.id', 'pa.conversation_id')
    .select((eb) => [
      'c.id',
      'c.title',
      'c.last_activity_at',
      eb
        .selectFrom('messages as m')
        .select('m.id')
        .whereRef('m.conversation_id', '=', 'c.id')
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_message_id'),
    ])
    .where('pa.profile_id', '=', profileId)
    .orderBy('c.last_activity_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Messages from others after this profile's read marker, per conversation. */
export async function unreadCounts(db: Db, profileId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('participants as pa')
    .innerJoin('messages as m', 'm.conversation_id', 'pa.conversation_id')
    .select(['pa.conversation_id', (eb) => eb.fn.countAll().as('n')])
    .where('pa.profile_id', '=', profileId)
    .where('m.profile_id', '!=', profileId)
    .where((eb) =>
      eb.or([
        eb('pa.last_read_message_id', 'is', null),
        eb('m.id', '>', eb.ref('pa.last_read_message_id')),
      ]),
    )
    .groupBy('pa.conversation_id')
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, Number(row.n)]));
}

/** Run inside the caller's transaction, with the event that announces it. */
export async function insertConversation(
  trx: Db,
  row: { id: string; title: string; profileId: string; at: string },
): Promise<void> {
  {
    await trx
      .insertInto('conversations')
      .values({
        id: row.id,
        title: row.title,
        created_by_profile_id: row.profileId,
        created_at: row.at,
        last_activity_at: row.at,
      })
      .execute();
    await trx
      .insertInto('participants')
      .values({
        conversation_id: row.id,
        profile_id: row.profileId,
        joined_at: row.at,
        last_read_message_id: null,
      })
      .execute();
  }
}

/**
 * Moves the marker forward only, in the database itself: a check in code and a later update let
 * concurrent marks move it back. True when it moved.
 */
export async function advanceReadMarker(
  db: Db,
  conversationId: string,
  profileId: string,
  messageId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('participants')
    .set({ last_read_message_id: messageId })
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .where((eb) =>
      eb.or([eb('last_read_message_id', 'is', null), eb('last_read_message_id', '<', messageId)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
