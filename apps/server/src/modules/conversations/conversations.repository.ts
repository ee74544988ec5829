import type { Message, Participant } from '@hearth/shared';
import { precompiled } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';

// Every send and every read starts here: compiled once (see precompiled in db/database.ts).
const participation = precompiled(
  (db: Db, p: { accountId: string; profileId: string; conversationId: string }) =>
    db
      .selectFrom('participants as pa')
      .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
      .innerJoin('conversations as c', 'c.id', 'pa.conversation_id')
      .select(['c.id', 'c.title', 'p.nickname', 'pa.last_read_message_id'])
      .where('pa.conversation_id', '=', p.conversationId)
      .where('pa.profile_id', '=', p.profileId)
      .where('p.account_id', '=', p.accountId)
      .where('p.deleted_at', 'is', null),
);

/** The conversation, when this account's profile takes part in it; the root of every check. */
export async function findConversationForParticipant(
  db: Db,
  accountId: string,
  profileId: string,
  conversationId: string,
) {
  if (!isId(profileId) || !isId(conversationId)) return undefined;
  const [row] = await participation(db, { accountId, profileId, conversationId });
  return row;
}

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

export function conversationsOfProfile(db: Db, profileId: string) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('conversations as c', 'c.id', 'pa.conversation_id')
    .select(['c.id', 'c.title', 'c.last_activity_at'])
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

export async function insertConversation(
  db: Db,
  row: { id: string; title: string; profileId: string; at: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
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
  });
}

const messageColumns = [
  'm.id',
  'm.content',
  'm.created_at',
  'm.client_id',
  'm.profile_id',
  'p.nickname',
] as const;

export type MessageRow = {
  id: string;
  content: string;
  created_at: string;
  client_id: string | null;
  profile_id: string;
  nickname: string;
};

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    content: row.content,
    created_at: row.created_at,
    profile: { id: row.profile_id, nickname: row.nickname },
    client_id: row.client_id,
    kind: 'text',
  };
}

/**
 * One page of messages by id cursor, newest-first from the database and returned oldest first.
 * Reads `limit + 1` rows to learn whether more exist without a count.
 */
export async function messagePage(
  db: Db,
  conversationId: string,
  page: { before?: string; after?: string; limit: number },
): Promise<{ messages: Message[]; hasMore: boolean }> {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .select(messageColumns)
    .where('m.conversation_id', '=', conversationId)
    .limit(page.limit + 1);
  if (page.after !== undefined) {
    query = query.where('m.id', '>', page.after).orderBy('m.id', 'asc');
  } else {
    if (page.before !== undefined) query = query.where('m.id', '<', page.before);
    query = query.orderBy('m.id', 'desc');
  }
  const rows = await query.execute();
  const hasMore = rows.length > page.limit;
  const kept = rows.slice(0, page.limit).map(toMessage);
  return { messages: page.after !== undefined ? kept : kept.reverse(), hasMore };
}

export async function findMessageInConversation(db: Db, conversationId: string, messageId: string) {
  if (!isId(messageId)) return undefined;
  return db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('id', '=', messageId)
    .executeTakeFirst();
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
