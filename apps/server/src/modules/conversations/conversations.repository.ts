import type { Participant, ProfileKind } from '@hearth/shared';
import type { Db } from '../../db/schema.js';
import { hearsSender, unapprovedParticipants, type Reader } from '../access/access.policy.js';

/** A participant with what the pairwise rule needs to know of it. */
export interface ParticipantRow extends Participant {
  kind: ProfileKind;
  account_id: string;
}

export async function participantsOf(
  db: Db,
  conversationIds: string[],
): Promise<Map<string, ParticipantRow[]>> {
  const byConversation = new Map<string, ParticipantRow[]>(conversationIds.map((id) => [id, []]));
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .select(['pa.conversation_id', 'p.id', 'p.nickname', 'p.kind', 'p.account_id'])
    .where('pa.conversation_id', 'in', conversationIds)
    .orderBy('pa.joined_at')
    .orderBy('p.id')
    .execute();
  for (const row of rows) {
    const { conversation_id, ...participant } = row;
    byConversation.get(conversation_id)?.push(participant);
  }
  return byConversation;
}

/** Messages from others after this profile's read marker that it may see, in its conversations. */
function unread(db: Db, reader: Reader) {
  const profileId = reader.profileId;
  return (
    db
      .selectFrom('participants as pa')
      .innerJoin('messages as m', 'm.conversation_id', 'pa.conversation_id')
      .innerJoin('profiles as sp', 'sp.id', 'm.profile_id')
      .where('pa.profile_id', '=', profileId)
      // Only what the reader may see counts: the pairwise rule, as the conversation's pages apply it.
      .where((eb) =>
        hearsSender(eb, reader, {
          id: eb.ref('sp.id'),
          kind: eb.ref('sp.kind'),
          accountId: eb.ref('sp.account_id'),
        }),
      )
      .where('m.profile_id', '!=', profileId)
      .where((eb) =>
        eb.or([
          eb('pa.last_read_message_id', 'is', null),
          eb('m.id', '>', eb.ref('pa.last_read_message_id')),
        ]),
      )
  );
}

/**
 * Messages from others after this profile's read marker, per conversation: of all its
 * conversations, or only of those named (a page of the list, the one just read).
 */
export async function unreadCounts(
  db: Db,
  reader: Reader,
  conversationIds?: string[],
): Promise<Map<string, number>> {
  if (conversationIds?.length === 0) return new Map();
  const rows = await unread(db, reader)
    .select(['pa.conversation_id', (eb) => eb.fn.countAll().as('n')])
    .$if(conversationIds !== undefined, (qb) =>
      qb.where('pa.conversation_id', 'in', conversationIds!),
    )
    .groupBy('pa.conversation_id')
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, Number(row.n)]));
}

/**
 * The same over all the profile's conversations, as one number: a child's paused ones count
 * nothing (it sees no message there), as the list says of each.
 */
export async function unreadTotal(db: Db, reader: Reader): Promise<number> {
  const row = await unread(db, reader)
    .select((eb) => eb.fn.countAll().as('n'))
    .$if(reader.kind === 'child', (qb) =>
      qb.where(({ not, exists, ref }) =>
        not(
          exists(
            unapprovedParticipants(db, reader.profileId, ref('pa.conversation_id')).select(
              'o.profile_id',
            ),
          ),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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
