import type { MessageKind } from '@hearth/shared';
import type { Db } from '../../db/schema.js';

/** The period's messages are read this many at a time: a year is never held at once. */
export const MESSAGES_PER_READ = 50;

interface Period {
  conversationId: string;
  from: string;
  to: string;
  /** The kinds the book leaves out (a call's record). */
  unprinted: readonly MessageKind[];
}

const periodMessages = (db: Db, p: Period) =>
  db
    .selectFrom('messages as m')
    .where('m.conversation_id', '=', p.conversationId)
    .where('m.created_at', '>=', p.from)
    .where('m.created_at', '<', p.to)
    .where('m.deleted_at', 'is', null)
    .$if(p.unprinted.length > 0, (qb) => qb.where('m.kind', 'not in', p.unprinted));

export async function countMessages(db: Db, p: Period): Promise<number> {
  const row = await periodMessages(db, p)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next messages of the period after `after` (by time, then id), with their senders. */
export function messagesAfter(db: Db, p: Period, after: { at: string; id: string } | null) {
  let query = periodMessages(db, p)
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .select(['m.id', 'm.kind', 'm.content', 'm.created_at', 'm.media_id', 'm.story'])
    .select(['p.nickname']);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('m.created_at', '>', after.at),
        eb.and([eb('m.created_at', '=', after.at), eb('m.id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('m.created_at').orderBy('m.id').limit(MESSAGES_PER_READ).execute();
}

/** A photo message's photos in order (each its display size). */
export function photosOf(db: Db, messageId: string) {
  return db
    .selectFrom('message_media as mm')
    .innerJoin('media as md', 'md.id', 'mm.media_id')
    .select(['md.id', 'md.duration_ms'])
    .where('mm.message_id', '=', messageId)
    .orderBy('mm.position')
    .execute();
}

export function mediaLength(db: Db, mediaId: string) {
  return db.selectFrom('media').select('duration_ms').where('id', '=', mediaId).executeTakeFirst();
}

/** A video's poster frame (its display size), if the upload drew one. */
export function posterOf(db: Db, videoId: string) {
  return db
    .selectFrom('media')
    .select('id')
    .where('variant_of', '=', videoId)
    .where('variant', '=', 'poster')
    .executeTakeFirst();
}
