import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const conversationTitlesKey = (profileId: string) =>
  ['conversation-titles', profileId] as const;

/**
 * Every conversation of the profile, for one switch each: the list screen's cache holds only the
 * newest screenfuls, and an old conversation may be the one to quiet. Shows those at once (as a
 * placeholder) while the whole list comes; kept apart from the list's key so that no realtime
 * update of the list has to know about it.
 */
export function useConversationTitles(profileId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationTitlesKey(profileId),
    queryFn: () =>
      api.get<ConversationSummary[]>(
        `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations`,
      ),
    placeholderData: () =>
      queryClient.getQueryData<ConversationSummary[]>(queryKeys.conversations(profileId)),
    select: (list) => list.map(({ id, title }) => ({ id, title })),
  });
}
