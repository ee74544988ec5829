import type { QueryClient } from '@tanstack/react-query';
import type { ConversationDetail } from '@hearth/shared';
import { mergeMessages, newestMessageId, type ConversationPages } from './cache-updates';

export type FetchAfter = (
  profileId: string,
  conversationId: string,
  after: string,
) => Promise<ConversationDetail>;

/**
 * How far before the newest message held a catch-up starts. Ids are time-ordered (UUIDv7) but
 * made before the write commits, so a message made a moment earlier (on another server, or on
 * another database connection) can commit after a later one the client already has; the
 * overlap fetches such a late one, and merging by id drops what the cache already holds.
 */
export const CATCH_UP_OVERLAP_MS = 30_000;

/** An id-shaped cursor that sorts before every id made `overlapMs` before the given one. */
export function overlapCursor(id: string, overlapMs = CATCH_UP_OVERLAP_MS): string {
  const ms = Number.parseInt(`${id.slice(0, 8)}${id.slice(9, 13)}`, 16);
  if (!Number.isSafeInteger(ms)) return id;
  const hex = Math.max(0, ms - overlapMs)
    .toString(16)
    .padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7000-8000-000000000000`;
}

/**
 * After a reconnect or a resync, fetches what each open conversation missed, from its newest
 * cached message on (with an overlap), page by page, and merges it; conversations not on screen are only marked
 * stale (they reload when opened), and the lists are fetched again.
 */
export async function catchUp(queryClient: QueryClient, fetchAfter: FetchAfter): Promise<void> {
  const queries = queryClient.getQueryCache().findAll({ queryKey: ['conversation'] });
  await Promise.all(
    queries.map(async (query) => {
      const key = query.queryKey;
      const newest = newestMessageId(query.state.data as ConversationPages | undefined);
      if (query.getObserversCount() === 0 || !newest) {
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
        return;
      }
      let after = overlapCursor(newest);
      try {
        for (;;) {
          const page = await fetchAfter(String(key[1]), String(key[2]), after);
          queryClient.setQueryData<ConversationPages>(key, (data) => {
            const merged = mergeMessages(data, page.messages);
            if (!merged) return merged;
            // Title and participants may have changed meanwhile too.
            const [newest, ...older] = merged.pages;
            const { title, participants } = page;
            return { ...merged, pages: [{ ...newest!, title, participants }, ...older] };
          });
          const last = page.messages.at(-1)?.id;
          if (!page.has_more || !last) break;
          after = last;
        }
      } catch {
        // Gone or unreachable: a full reload of that conversation says which.
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    }),
  );
  await queryClient.invalidateQueries({ queryKey: ['conversations'] });
}
