import { useQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getConversations(profileId: string): Promise<ConversationSummary[]> {
  return api.get<ConversationSummary[]>(
    `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations`,
  );
}

/** No polling: the realtime socket keeps this list in order and its unread counts current. */
export function useConversations(profileId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.conversations(profileId ?? ''),
    queryFn: () => getConversations(profileId ?? ''),
    enabled: Boolean(profileId),
  });
}
