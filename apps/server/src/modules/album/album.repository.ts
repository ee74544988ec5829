import type { MessageKind } from '@hearth/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { readableMessages, type ReadScope } from '../access/access.policy.js';

/** Where a page starts: after this item of the order (created_at desc, id desc, position asc). */
export interface AlbumKey {
  created_at: string;
  message_id: string;
  position: number;
}

/**
 * One page of the album: every photo (one row each, from message_media) and video (the message's
 * media_id) of the messages the scope may read now, with the sizes their JSON needs.
 */
export function albumPage(
  db: Db,
  scope: ReadScope,
  page: { kinds: readonly MessageKind[]; before?: AlbumKey; limit: number },
) {
  let query = readableMessages(db, scope)
    .leftJoin('message_media as mm', 'mm.message_id', 'm.id')
    .innerJoin('media as md', (join) =>
      join.on(
        'md.id',
        '=',
        sql<string>`coalesce(${sql.ref('mm.media_id')}, ${sql.ref('m.media_id')})`,
      ),
    )
    // A photo's thumbnail or a video's poster: the one smaller size each has.
    .leftJoin('media as vr', (join) =>
      join.onRef('vr.variant_of', '=', 'md.id').on('vr.variant', 'in', ['thumb', 'poster']),
    )
    .select(['m.id as message_id', 'm.kind', 'm.content', 'm.created_at', 'm.conversation_id'])
    .select(['c.title', 'p.id as profile_id', 'p.nickname'])
    .select(['md.id', 'md.mime_type', 'md.duration_ms', 'md.width', 'md.height', 'md.placeholder'])
    .select(['vr.id as variant_id'])
    .select((eb) => [
      eb.fn.coalesce('mm.position', eb.lit(0)).as('position'),
      eb
        .selectFrom('message_media as cnt')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('cnt.message_id', '=', 'm.id')
        .as('of'),
    ])
    .where('m.kind', 'in', page.kinds);
  const before = page.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('m.created_at', '<', before.created_at),
        eb.and([eb('m.created_at', '=', before.created_at), eb('m.id', '<', before.message_id)]),
        eb.and([
          eb('m.created_at', '=', before.created_at),
          eb('m.id', '=', before.message_id),
          eb(eb.fn.coalesce('mm.position', eb.lit(0)), '>', before.position),
        ]),
      ]),
    );
  }
  return query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .orderBy('position', 'asc')
    .limit(page.limit + 1)
    .execute();
}
