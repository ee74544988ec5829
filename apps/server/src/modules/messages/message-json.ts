import type { Message } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { audioOf } from '../media/media.service.js';
import { reactionsFor } from '../reactions/reactions.service.js';
import { KINDS, kindOf, type KindFields } from './kinds/registry.js';
import { storyOf } from './kinds/story/story-read.js';
import { toMessage, type MessageRow } from './messages.repository.js';
import { repliesFor } from './reply-read.js';

/**
 * Messages as clients see them; the one place stored rows become their JSON. Recordings' links
 * are signed for `reader`, the profile they are handed to: they play while it takes part; the
 * reactions and quotes are those the pairwise rule lets it hear. `fresh`: rows just sent, which
 * nobody has reacted to yet.
 */
export async function toMessages(
  ctx: AppContext,
  rows: MessageRow[],
  reader: string,
  options: { fresh?: boolean } = {},
): Promise<Message[]> {
  const live = rows.filter((row) => !row.deleted_at);
  // Whatever the kind: one read of the page's reactions, one of the messages it answers.
  const [reactions, replies, own] = await Promise.all([
    options.fresh || live.length === 0
      ? undefined
      : reactionsFor(
          ctx,
          live.map((row) => row.id),
          reader,
        ),
    repliesFor(
      ctx,
      live.flatMap((row) => (row.reply_to_id ? [row.reply_to_id] : [])),
      reader,
    ),
    kindParts(ctx, rows, live, reader),
  ]);
  return rows.map((row) =>
    toMessage(row, own?.audio.get(row.id), own?.stories.get(row.id), own?.extra(row.id), {
      reactions: reactions?.get(row.id),
      reply_to: row.reply_to_id ? replies.get(row.reply_to_id) : undefined,
    }),
  );
}

/** What the kinds read beside their rows: recordings, stories, photos and videos. */
async function kindParts(ctx: AppContext, rows: MessageRow[], live: MessageRow[], reader: string) {
  // Text alone (every plain send) has no recording, story or photo to look up.
  const own = (row: MessageRow) => kindOf(row.kind).fields !== undefined;
  if (rows.every((row) => row.media_id === null && !row.story && !own(row))) return undefined;
  // A kind that reads its own fields (photos, a video) is read once for the page's rows.
  const [audio, stories, ...fields] = await Promise.all([
    audioOf(
      ctx,
      rows.filter((row) => !own(row)),
      reader,
    ),
    storyOf(ctx, rows, reader),
    ...KINDS.flatMap((handler) =>
      handler.fields
        ? [
            handler.fields(
              ctx,
              live.filter((row) => row.kind === handler.kind),
              reader,
            ),
          ]
        : [],
    ),
  ]);
  const extra = (id: string): KindFields | undefined =>
    fields.reduce<KindFields | undefined>((found, map) => found ?? map.get(id), undefined);
  return { audio, stories, extra };
}
