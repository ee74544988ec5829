import type { MessagePhoto } from '@hearth/shared';
import type { AppContext } from '../../../../app-context.js';
import type { Db } from '../../../../db/schema.js';
import type { KindFields } from '../kind-handler.js';

/** A stored photo as its JSON needs it: the display row and its thumbnail's id. */
export interface PhotoColumns {
  id: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  thumb_id: string | null;
}

/** A photo's JSON, both links signed for `reader`. */
export function messagePhoto(ctx: AppContext, row: PhotoColumns, reader: string): MessagePhoto {
  const url = ctx.mediaUrls.urlFor(row.id, reader);
  return {
    id: row.id,
    url,
    // A photo too small for a thumbnail of its own is its own thumbnail.
    thumb_url: row.thumb_id ? ctx.mediaUrls.urlFor(row.thumb_id, reader) : url,
    width: Number(row.width ?? 0),
    height: Number(row.height ?? 0),
    placeholder: row.placeholder ?? null,
  };
}

/** These messages' photos with their thumbnails, in message then position order: one query. */
export function photoRowsOf(db: Db, messageIds: string[]) {
  return db
    .selectFrom('message_media as mm')
    .innerJoin('media as md', 'md.id', 'mm.media_id')
    .leftJoin('media as th', (join) =>
      join.onRef('th.variant_of', '=', 'md.id').on('th.variant', '=', 'thumb'),
    )
    .select(['mm.message_id', 'mm.position', 'md.id', 'md.mime_type'])
    .select(['md.width', 'md.height', 'md.placeholder', 'th.id as thumb_id'])
    .where('mm.message_id', 'in', messageIds)
    .orderBy('mm.message_id')
    .orderBy('mm.position')
    .execute();
}

/** The `photos` of each photo message among the rows, by message id. */
export async function photosOf(
  ctx: AppContext,
  rows: { id: string }[],
  reader: string,
): Promise<Map<string, KindFields>> {
  const byMessage = new Map<string, KindFields>();
  if (rows.length === 0) return byMessage;
  for (const row of await photoRowsOf(
    ctx.db,
    rows.map((r) => r.id),
  )) {
    let fields = byMessage.get(row.message_id);
    if (!fields) byMessage.set(row.message_id, (fields = { photos: [] }));
    fields.photos!.push(messagePhoto(ctx, row, reader));
  }
  return byMessage;
}
