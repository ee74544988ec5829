import type { MessageVideo, VideoMimeType } from '@hearth/shared';
import type { AppContext } from '../../../../app-context.js';
import type { Db } from '../../../../db/schema.js';
import type { KindFields } from '../kind-handler.js';

/** A stored video as its JSON needs it, with its poster's id. */
export interface VideoColumns {
  id: string;
  mime_type: string;
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  poster_id: string | null;
}

/** A video's JSON, its links signed for `reader`. */
export function messageVideo(ctx: AppContext, row: VideoColumns, reader: string): MessageVideo {
  return {
    id: row.id,
    url: ctx.mediaUrls.urlFor(row.id, reader),
    poster_url: row.poster_id ? ctx.mediaUrls.urlFor(row.poster_id, reader) : null,
    mime_type: row.mime_type as VideoMimeType,
    duration_ms: Number(row.duration_ms ?? 0),
    width: Number(row.width ?? 0),
    height: Number(row.height ?? 0),
  };
}

/** These videos with their posters: one query. */
export function videoRowsOf(db: Db, mediaIds: string[]) {
  return db
    .selectFrom('media as v')
    .leftJoin('media as po', (join) =>
      join.onRef('po.variant_of', '=', 'v.id').on('po.variant', '=', 'poster'),
    )
    .select(['v.id', 'v.mime_type', 'v.duration_ms', 'v.width', 'v.height', 'po.id as poster_id'])
    .where('v.id', 'in', mediaIds)
    .execute();
}

/** The `video` of each video message among the rows, by message id. */
export async function videosOf(
  ctx: AppContext,
  rows: { id: string; media_id: string | null }[],
  reader: string,
): Promise<Map<string, KindFields>> {
  const carrying = rows.filter((row) => row.media_id !== null);
  if (carrying.length === 0) return new Map();
  const videos = new Map(
    (
      await videoRowsOf(
        ctx.db,
        carrying.map((row) => row.media_id!),
      )
    ).map((v) => [v.id, v]),
  );
  return new Map(
    carrying.flatMap((row) => {
      const video = videos.get(row.media_id!);
      return video ? [[row.id, { video: messageVideo(ctx, video, reader) }]] : [];
    }),
  );
}
