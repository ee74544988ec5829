import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@hearth/shared';
import { conversationListQuery, LIMITS, UNREAD_TOTAL_HEADER } from '@hearth/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shownCount } from '@/lib/conversation-list-size';
import { queryKeys } from '@/lib/query-keys';
import { rememberUnreadTotal } from '@/lib/unread-total';

/**
 * The newest `count` conversations (fewer when the profile has fewer). Past the server's page
 * maximum they come in pages, each after the last row of the one before.
 */
export async function getConversations(
  profileId: string,
  count: number,
  queryClient?: QueryClient,
): Promise<ConversationSummary[]> {
  const url = `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations`;
  const list: ConversationSummary[] = [];
  // Every page carries the profile's unread total over all its conversations; the first counts.
  let total: string | null = null;
  for (;;) {
    const limit = Math.min(count - list.length, LIMITS.conversationPageMax);
    const { body: page, headers } = await api.getWithHeaders<ConversationSummary[]>(
      `${url}?${conversationListQuery(limit, list.at(-1))}`,
    );
    if (list.length === 0) total = headers.get(UNREAD_TOTAL_HEADER);
    list.push(...page);
    if (page.length < limit || list.length >= count) {
      if (queryClient) rememberUnreadTotal(queryClient, profileId, total, list);
      return list;
    }
  }
}

/** No polling: the realtime socket keeps this list in order and its unread counts current. */
export function useConversations(profileId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.conversations(profileId ?? ''),
    queryFn: () =>
      getConversations(profileId ?? '', shownCount(queryClient, profileId ?? ''), queryClient),
    enabled: Boolean(profileId),
  });
}
