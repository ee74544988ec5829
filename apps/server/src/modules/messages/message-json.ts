import type { Message } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { audioOf } from '../media/media.service.js';
import { storyOf } from './kinds/story/story-read.js';
import { toMessage, type MessageRow } from './messages.repository.js';

/**
 * Messages as clients see them; the one place stored rows become their JSON. Recordings' links
 * are signed for `reader`, the profile they are handed to: they play while it takes part.
 */
export async function toMessages(
  ctx: AppContext,
  rows: MessageRow[],
  reader: string,
): Promise<Message[]> {
  // Text alone (every plain send) has no recording or story to look up.
  if (rows.every((row) => row.media_id === null && !row.story)) {
    return rows.map((row) => toMessage(row));
  }
  const [audio, stories] = await Promise.all([
    audioOf(ctx, rows, reader),
    storyOf(ctx, rows, reader),
  ]);
  return rows.map((row) => toMessage(row, audio.get(row.id), stories.get(row.id)));
}
