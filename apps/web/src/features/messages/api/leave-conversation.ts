import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { conversationPath } from './conversation-path';
import type { ConversationIds } from './refresh-conversation';

export const LEAVE_CONFIRM = msg`Leave this conversation? You will stop receiving its messages and need a new invite link to come back.`;

export function leaveConversation(input: ConversationIds): Promise<void> {
  return api.post<void>(conversationPath(input.profileId, input.conversationId, '/leave'));
}

export function useLeaveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveConversation,
    onSuccess: async (_data, input) => {
      queryClient.removeQueries({
        queryKey: queryKeys.conversation(input.profileId, input.conversationId),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.conversations(input.profileId) });
    },
  });
}
