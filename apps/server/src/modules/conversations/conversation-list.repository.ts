import type { ConversationListPage } from '@hearth/shared';
import type { ExpressionBuilder } from 'kysely';
import type { DatabaseSchema, Db } from '../../db/schema.js';

type WithConversation = ExpressionBuilder<
  DatabaseSchema & { c: DatabaseSchema['conversations'] },
  'c'
>;

/** The id of conversation `c`'s newest message: one backward step on (conversation_id, id). */
function newestMessageId(eb: WithConversation) {
  return eb
    .selectFrom('messages as m')
    .select('m.id')
    .whereRef('m.conversation_id', '=', 'c.id')
    .orderBy('m.id', 'desc')
    .limit(1)
    .as('last_message_id');
}

/**
 * The profile's conversations, newest activity first, each with the id of its newest message:
 * one backward step on the (conversation_id, id) index per conversation, inside the one query.
 * The whole list; `conversationPage` is the paged one.
 */
export function conversationsOfProfile(db: Db, profileId: string) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('conversations as c', 'c.id', 'pa.conversation_id')
    .select((eb) => ['c.id', 'c.title', 'c.last_activity_at', newestMessageId(eb)])
    .where('pa.profile_id', '=', profileId)
    .orderBy('c.last_activity_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/**
 * One page of the same list, after the cursor when there is one. The newest message ids are
 * looked up in a second query for the page's rows only: inside this one, SQLite would step to
 * the newest message of every conversation before sorting them and keeping `limit`.
 */
export async function conversationPage(
  db: Db,
  profileId: string,
  page: NonNullable<ConversationListPage>,
) {
  const { before } = page;
  const rows = await db
    .selectFrom('participants as pa')
    .innerJoin('conversations as c', 'c.id', 'pa.conversation_id')
    .select(['c.id', 'c.title', 'c.last_activity_at'])
    .where('pa.profile_id', '=', profileId)
    .$if(before !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('c.last_activity_at', '<', before!.activity),
          eb.and([eb('c.last_activity_at', '=', before!.activity), eb('c.id', '<', before!.id)]),
        ]),
      ),
    )
    .orderBy('c.last_activity_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .execute();
  const newest = await newestMessageIds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, last_message_id: newest.get(row.id) ?? null }));
}

async function newestMessageIds(db: Db, conversationIds: string[]): Promise<Map<string, string>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversations as c')
    .select((eb) => ['c.id', newestMessageId(eb)])
    .where('c.id', 'in', conversationIds)
    .execute();
  return new Map(
    rows.flatMap((row) => (row.last_message_id ? [[row.id, row.last_message_id]] : [])),
  );
}
