import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConversationSummary } from '@hearth/shared';
import { LIMITS } from '@hearth/shared';
import { listMayGoOn, setShownCount, shownCount } from '@/lib/conversation-list-size';
import { queryKeys } from '@/lib/query-keys';

/**
 * "Show older conversations": one screenful more. The list is fetched again from the top with
 * the larger count, so that it stays one array in activity order whatever moved meanwhile.
 */
export function useShowOlderConversations(profileId: string) {
  const queryClient = useQueryClient();
  // Only this button's own fetch, not a refetch that a realtime event started.
  const [loading, setLoading] = useState(false);
  return {
    /** The last answer held as many as were asked for: there may be older ones. */
    hasOlder: (loaded: number) => loading || listMayGoOn(queryClient, profileId, loaded),
    loading,
    /**
     * Resolves, with how many conversations the cache holds now, once the longer list is in it
     * (or has failed: the count goes back).
     */
    showOlder: async (): Promise<number> => {
      const queryKey = queryKeys.conversations(profileId);
      const before = shownCount(queryClient, profileId);
      setShownCount(queryClient, profileId, before + LIMITS.conversationPageSize);
      setLoading(true);
      try {
        await queryClient.refetchQueries({ queryKey, exact: true });
        if (queryClient.getQueryState(queryKey)?.status === 'error') {
          setShownCount(queryClient, profileId, before);
        }
      } finally {
        setLoading(false);
      }
      return queryClient.getQueryData<ConversationSummary[]>(queryKey)?.length ?? 0;
    },
  };
}
