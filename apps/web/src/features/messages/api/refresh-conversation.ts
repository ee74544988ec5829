import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

export interface ConversationIds {
  profileId: string;
  conversationId: string;
}

/** Each change arrives as an event too; refetching here keeps a device without a socket right. */
export function useRefreshAfter<T extends ConversationIds>(
  mutationFn: (input: T) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_data, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.conversations(input.profileId) });
      await queryClient.invalidateQueries({
        queryKey: queryKeys.conversation(input.profileId, input.conversationId),
      });
    },
  });
}
