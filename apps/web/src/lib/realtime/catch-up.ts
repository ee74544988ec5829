import type { QueryClient } from '@tanstack/react-query';
import type { ConversationDetail } from '@hearth/shared';
import { mergeMessages, newestMessageId, type ConversationPages } from './cache-updates';

export type FetchAfter = (
  profileId: string,
  conversationId: string,
  after: string,
) => Promise<ConversationDetail>;

/**
 * After a reconnect or a resync, fetches what each open conversation missed, from its newest
 * cached message on, page by page, and merges it; conversations not on screen are only marked
 * stale (they reload when opened), and the lists are fetched again.
 */
export async function catchUp(queryClient: QueryClient, fetchAfter: FetchAfter): Promise<void> {
  const queries = queryClient.getQueryCache().findAll({ queryKey: ['conversation'] });
  await Promise.all(
    queries.map(async (query) => {
      const key = query.queryKey;
      let after = newestMessageId(query.state.data as ConversationPages | undefined);
      if (query.getObserversCount() === 0 || !after) {
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
        return;
      }
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
