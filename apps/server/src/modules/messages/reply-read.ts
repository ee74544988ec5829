import type { Language, MessageKind, MessageReplyTo } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { textsFor } from '../../lib/texts/index.js';
import { mayHear, profileRefs } from '../access/access.policy.js';
import { kindOf } from './kinds/registry.js';

/**
 * The messages these replies answer, as `holderId` may see them: only those whose sender the
 * pairwise rule lets it hear (a reply to anyone else carries no quote), each with its kind's
 * one-line preview in the holder's language. One query, by the answered message's id.
 */
export async function repliesFor(
  ctx: AppContext,
  replyToIds: string[],
  holderId: string,
): Promise<Map<string, MessageReplyTo>> {
  const byId = new Map<string, MessageReplyTo>();
  const ids = [...new Set(replyToIds)];
  if (ids.length === 0) return byId;
  const { db } = ctx;
  const rows = await db
    .selectFrom('messages as om')
    .innerJoin('profiles as op', 'op.id', 'om.profile_id')
    .leftJoin('media as omd', 'omd.id', 'om.media_id')
    .select(['om.id', 'om.kind', 'om.content', 'om.story', 'om.deleted_at', 'omd.duration_ms'])
    .select(['op.id as sender_id', 'op.nickname'])
    .select((eb) => [
      eb
        .selectFrom('message_media as omm')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('omm.message_id', '=', 'om.id')
        .as('media_count'),
      eb
        .selectFrom('profiles as hp')
        .select('hp.language')
        .where('hp.id', '=', holderId)
        .as('language'),
    ])
    .where('om.id', 'in', ids)
    .where((eb) =>
      mayHear(eb, profileRefs(db, holderId), {
        id: eb.ref('op.id'),
        kind: eb.ref('op.kind'),
        accountId: eb.ref('op.account_id'),
      }),
    )
    .execute();
  for (const row of rows) {
    const texts = textsFor(row.language as Language | null);
    byId.set(row.id, {
      id: row.id,
      sender: { id: row.sender_id, nickname: row.nickname },
      kind: row.kind as MessageKind,
      preview: row.deleted_at ? texts.preview.deleted : kindOf(row.kind).preview(row, texts),
    });
  }
  return byId;
}
