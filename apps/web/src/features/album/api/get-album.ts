import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type AlbumPage } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the album, newest first, after the page that answered `before` as next_cursor. */
export function getAlbum(input: {
  profileId: string;
  conversationId?: string;
  before?: string;
  signal?: AbortSignal;
}): Promise<AlbumPage> {
  const { profileId, conversationId, before, signal } = input;
  return api.get<AlbumPage>(`/api/v1/profiles/${encodeURIComponent(profileId)}/album`, {
    params: { before, limit: LIMITS.albumPageSize, conversation_id: conversationId },
    signal,
  });
}

/** The album a page at a time, as far back as the family scrolls. */
export function useAlbum(profileId: string, conversationId: string | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.album(profileId, conversationId),
    queryFn: ({ pageParam, signal }) =>
      getAlbum({ profileId, conversationId, before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
