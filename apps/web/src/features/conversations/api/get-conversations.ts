import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@hearth/shared';
import { conversationListQuery, LIMITS } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { shownCount } from '@/lib/conversation-list-size';
import { queryKeys } from '@/lib/query-keys';

/**
 * The newest `count` conversations (fewer when the profile has fewer). Past the server's page
 * maximum they come in pages, each after the last row of the one before.
 */
export async function getConversations(
  profileId: string,
  count: number,
): Promise<ConversationSummary[]> {
  const url = `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations`;
  const list: ConversationSummary[] = [];
  for (;;) {
    const limit = Math.min(count - list.length, LIMITS.conversationPageMax);
    const page = await api.get<ConversationSummary[]>(
      `${url}?${conversationListQuery(limit, list.at(-1))}`,
    );
    list.push(...page);
    if (page.length < limit || list.length >= count) return list;
  }
}

/** No polling: the realtime socket keeps this list in order and its unread counts current. */
export function useConversations(profileId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.conversations(profileId ?? ''),
    queryFn: () => getConversations(profileId ?? '', shownCount(queryClient, profileId ?? '')),
    enabled: Boolean(profileId),
  });
}
