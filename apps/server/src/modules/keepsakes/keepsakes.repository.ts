import type { Db } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import { hearsSender, profileColumns, type Reader } from '../access/access.policy.js';

/**
 * The message with its sender, when it is in the conversation, not deleted, and the pairwise
 * rule lets `reader` hear its sender; undefined otherwise (the caller answers 404).
 */
export function findMessage(db: Db, conversationId: string, messageId: string, reader: Reader) {
  if (!isId(messageId)) return Promise.resolve(undefined);
  return db
    .selectFrom('messages as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .select(['m.id', 'm.kind', 'm.story', 'm.created_at', 'm.profile_id'])
    .select(['p.nickname', 'p.language'])
    .where('m.conversation_id', '=', conversationId)
    .where('m.id', '=', messageId)
    .where('m.deleted_at', 'is', null)
    .where((eb) => hearsSender(eb, reader, profileColumns('p')))
    .executeTakeFirst();
}

/** Each recorded page of a read-aloud: its recording's id, type and length. */
export function pageRecordings(db: Db, messageId: string) {
  return db
    .selectFrom('message_story_audio as sa')
    .innerJoin('media as md', 'md.id', 'sa.media_id')
    .select(['sa.page_number', 'sa.media_id', 'md.mime_type', 'md.duration_ms'])
    .where('sa.message_id', '=', messageId)
    .orderBy('sa.page_number')
    .execute();
}

/** Who takes part in the conversation now, as the pairwise rule needs them to be named. */
export function participantsOf(db: Db, conversationId: string) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .select(['p.id', 'p.kind', 'p.account_id', 'p.nickname'])
    .where('pa.conversation_id', '=', conversationId)
    .where('p.deleted_at', 'is', null)
    .orderBy('pa.joined_at')
    .orderBy('p.id')
    .execute();
}
