import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { LIMITS, type ConversationDetail } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { withLaterMessages, type ConversationPages } from '@/lib/realtime/cache-updates';

/** `before` pages back into older messages; `after` catches up on newer ones (oldest first). */
export function getConversation(input: {
  profileId: string;
  conversationId: string;
  before?: string;
  after?: string;
  signal?: AbortSignal;
}): Promise<ConversationDetail> {
  const { profileId, conversationId, before, after, signal } = input;
  const paging = before ?? after;
  return api.get<ConversationDetail>(
    `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}`,
    { params: { before, after, limit: paging ? LIMITS.messagePageSize : undefined }, signal },
  );
}

/**
 * Page 0 is the newest messages; each further page is older, fetched before the oldest one.
 * No polling: new messages arrive over the realtime socket and are merged into this cache.
 */
export function conversationQuery(
  queryClient: QueryClient,
  profileId: string,
  conversationId: string,
) {
  const queryKey = queryKeys.conversation(profileId, conversationId);
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const page = await getConversation({ profileId, conversationId, before: pageParam, signal });
      if (pageParam !== undefined) return page;
      // A reload must not take back what arrived while it was on its way.
      const cached = queryClient.getQueryData<ConversationPages>(queryKey)?.pages[0];
      return withLaterMessages(page, cached);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ConversationDetail) =>
      page.has_more ? page.messages[0]?.id : undefined,
  });
}

export function useConversation(profileId: string, conversationId: string) {
  return useInfiniteQuery(conversationQuery(useQueryClient(), profileId, conversationId));
}
