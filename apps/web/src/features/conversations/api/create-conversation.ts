import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const CREATE_CONVERSATION_FAILED = msg`Failed to create conversation`;

export function createConversation(input: {
  profileId: string;
  title: string;
}): Promise<ConversationSummary> {
  return api.post<ConversationSummary>(
    `/api/v1/profiles/${encodeURIComponent(input.profileId)}/conversations`,
    { conversation: { title: input.title } },
  );
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: async (_conversation, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.conversations(input.profileId) });
    },
  });
}
