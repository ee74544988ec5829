import type { Db, NewRow } from '../../db/schema.js';
import { heardSender } from '../access/access.policy.js';

/** The message, when it is in the conversation and the child may hear its sender. */
export function heardMessage(db: Db, childId: string, conversationId: string, messageId: string) {
  return db
    .selectFrom('messages as m')
    .select(['m.id'])
    .where('m.id', '=', messageId)
    .where('m.conversation_id', '=', conversationId)
    .where((eb) => heardSender(eb, childId))
    .executeTakeFirst();
}

export async function insertReport(db: Db, row: NewRow<'message_reports'>): Promise<boolean> {
  const result = await db
    .insertInto('message_reports')
    .values(row)
    .onConflict((oc) => oc.columns(['child_profile_id', 'message_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

function reports(db: Db, childId: string) {
  return db
    .selectFrom('message_reports as r')
    .innerJoin('messages as m', 'm.id', 'r.message_id')
    .innerJoin('profiles as s', 's.id', 'm.profile_id')
    .innerJoin('conversations as c', 'c.id', 'r.conversation_id')
    .select([
      'r.id',
      'r.reported_at',
      'm.id as message_id',
      'm.content',
      'm.kind',
      's.id as sender_id',
      's.nickname',
      'c.id as conversation_id',
      'c.title',
    ])
    .where('r.child_profile_id', '=', childId);
}

export function findReport(db: Db, childId: string, messageId: string) {
  return reports(db, childId).where('r.message_id', '=', messageId).executeTakeFirstOrThrow();
}

/** Newest first: the parent reads the latest worry first. */
export function reportsOf(db: Db, childId: string) {
  return reports(db, childId).orderBy('r.reported_at', 'desc').orderBy('r.id', 'desc').execute();
}

/**
 * The messages of the child's conversations since `since` that count as its activity: its own,
 * and those it may hear from others since it joined. Kinds and voice lengths only, never content.
 */
export function activitySince(db: Db, childId: string, since: string) {
  return db
    .selectFrom('messages as m')
    .innerJoin('participants as pa', (join) =>
      join.onRef('pa.conversation_id', '=', 'm.conversation_id').on('pa.profile_id', '=', childId),
    )
    .leftJoin('media as md', 'md.id', 'm.media_id')
    .select(['m.profile_id', 'm.created_at', 'm.kind', 'md.duration_ms'])
    .select((eb) =>
      eb
        .selectFrom('message_media as mm')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('mm.message_id', '=', 'm.id')
        .as('media_count'),
    )
    .where('m.created_at', '>=', since)
    .whereRef('m.created_at', '>=', 'pa.joined_at')
    .where((eb) => heardSender(eb, childId))
    .execute();
}

/** The time the child spent in calls begun since `since`, per call. */
export function callTimeSince(db: Db, childId: string, since: string) {
  return db
    .selectFrom('call_participants as cp')
    .innerJoin('calls as c', 'c.id', 'cp.call_id')
    .select(['c.started_at', 'cp.talked_ms'])
    .where('cp.profile_id', '=', childId)
    .where('c.started_at', '>=', since)
    .where('cp.talked_ms', '>', 0)
    .execute();
}
