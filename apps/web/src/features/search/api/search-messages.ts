import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchPage } from '@hearth/shared';
import { api } from '@/lib/api-client';

/** `GET /api/v1/profiles/{p}/search`: newest first, the next page after `before`. */
export function searchMessages(input: {
  profileId: string;
  q: string;
  conversationId?: string;
  before?: string;
  signal?: AbortSignal;
}): Promise<SearchPage> {
  const { profileId, q, conversationId, before, signal } = input;
  return api.get<SearchPage>(`/api/v1/profiles/${encodeURIComponent(profileId)}/search`, {
    params: { q, conversation_id: conversationId, before },
    signal,
  });
}

/** Asks only once there is something to look for; each new query cancels the one before. */
export function useSearchMessages(profileId: string, q: string, conversationId?: string) {
  return useInfiniteQuery({
    queryKey: ['search', profileId, conversationId ?? '', q],
    queryFn: ({ pageParam, signal }) =>
      searchMessages({ profileId, q, conversationId, before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}
