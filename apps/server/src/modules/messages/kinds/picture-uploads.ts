import type { Db, Row } from '../../../db/schema.js';
import type { SendRefusal } from '../../access/access.policy.js';
import { mediaForSend } from '../../media/media.service.js';
import type { SendPlace } from './kind-handler.js';

type Who = SendPlace & { accountId: string };
type Verdicts = Record<'not_yours' | 'used' | 'expired', SendRefusal['refused']>;

/**
 * One upload a photo or video send names, judged as a voice message's audio is (this profile's
 * upload to this conversation, not carried by another message, not about to be swept), and of
 * the right sort: an upload itself (not another's size) whose type starts with `sort`.
 */
export async function pictureForSend(
  db: Db,
  mediaId: string,
  who: Who,
  sort: 'image/' | 'video/',
  verdicts: Verdicts,
  retry = false,
): Promise<Row<'media'> | SendRefusal> {
  const media = await mediaForSend(db, { mediaId, ...who, sort });
  // A retried send's uploads may be older than the sweep's margin: the message holds them.
  if (media === 'expired' && !retry) return { refused: verdicts.expired };
  if (typeof media === 'string' && media !== 'expired') return { refused: verdicts[media] };
  const row = typeof media === 'string' ? await findUpload(db, mediaId) : media;
  if (!row?.mime_type.startsWith(sort)) return { refused: verdicts.not_yours };
  return row;
}

function findUpload(db: Db, mediaId: string) {
  return db.selectFrom('media').selectAll().where('id', '=', mediaId).executeTakeFirst();
}

/**
 * The photos a photo send names that another message carries already; a retry of the same send
 * (same profile and client id) carries its own, and those do not count.
 */
export async function photosCarried(db: Db, mediaIds: string[], who: Who) {
  const carriers = await db
    .selectFrom('message_media as mm')
    .innerJoin('messages as m', 'm.id', 'mm.message_id')
    .select(['mm.media_id', 'm.profile_id', 'm.client_id'])
    .where('mm.media_id', 'in', mediaIds)
    .execute();
  const retry = (c: { profile_id: string; client_id: string | null }) =>
    who.clientId !== null && c.client_id === who.clientId && c.profile_id === who.profileId;
  return { used: carriers.some((c) => !retry(c)), retry: carriers.length > 0 };
}
