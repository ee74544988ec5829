import type { MessageReplyTo } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { repliesFor } from '../messages/messages.service.js';
import { reactionsFor } from '../reactions/reactions.service.js';
import type { ExportedMessage } from './export-document.js';
import * as repo from './family-data.repository.js';

// A query's ids at a time: a conversation of years has more messages than a statement may name.
const BATCH = 500;

type Extras = Pick<ExportedMessage, 'reply_to' | 'reactions'>;

/**
 * The quotes and reactions of a conversation's messages as `holderId` sees them in the app (the
 * pairwise rule included): reactors by nickname, quotes with their preview in the holder's
 * language. Deleted messages have neither, as in the app.
 */
export async function messageExtras(
  ctx: AppContext,
  messages: { id: string; reply_to_id: string | null; deleted_at: string | null }[],
  holderId: string,
): Promise<Map<string, Extras>> {
  const live = messages.filter((m) => !m.deleted_at);
  const extras = new Map<string, Extras>();
  const names = new Map<string, string>();
  for (let i = 0; i < live.length; i += BATCH) {
    const batch = live.slice(i, i + BATCH);
    const [reactions, replies] = await Promise.all([
      reactionsFor(
        ctx,
        batch.map((m) => m.id),
        holderId,
      ),
      repliesFor(
        ctx,
        batch.flatMap((m) => (m.reply_to_id ? [m.reply_to_id] : [])),
        holderId,
      ),
    ]);
    const unnamed = [...reactions.values()]
      .flat()
      .flatMap((r) => r.profile_ids)
      .filter((id) => !names.has(id));
    for (const row of await repo.nicknamesOf(ctx.db, [...new Set(unnamed)])) {
      names.set(row.id, row.nickname);
    }
    for (const m of batch) {
      const quote: MessageReplyTo | undefined = m.reply_to_id
        ? replies.get(m.reply_to_id)
        : undefined;
      const chips = reactions.get(m.id);
      if (!quote && !chips) continue;
      extras.set(m.id, {
        ...(quote
          ? { reply_to: { id: quote.id, sender: quote.sender.nickname, preview: quote.preview } }
          : {}),
        ...(chips
          ? {
              reactions: chips.map((r) => ({
                emoji: r.emoji,
                count: r.count,
                by: r.profile_ids.map((id) => names.get(id) ?? ''),
              })),
            }
          : {}),
      });
    }
  }
  return extras;
}
