import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactionEmoji } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ConversationPages } from '@/lib/realtime/cache-updates';
import { updateMessage, withReaction } from '../lib/toggle-reaction';
import { conversationPath } from './conversation-path';

interface ToggleInput {
  messageId: string;
  emoji: ReactionEmoji;
  /** True adds this profile's reaction (PUT), false takes it away (DELETE); both answer 204. */
  on: boolean;
}

export function toggleReaction(
  input: ToggleInput & { profileId: string; conversationId: string },
): Promise<void> {
  const { profileId, conversationId, messageId, emoji, on } = input;
  const path = conversationPath(
    profileId,
    conversationId,
    `/messages/${encodeURIComponent(messageId)}/reactions/${encodeURIComponent(emoji)}`,
  );
  return on ? api.put<void>(path) : api.delete<void>(path);
}

/** Shown at once; the cache goes back to what it was if the server refuses. */
export function useToggleReaction(profileId: string, conversationId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.conversation(profileId, conversationId);
  return useMutation({
    mutationFn: (input: ToggleInput) => toggleReaction({ ...input, profileId, conversationId }),
    onMutate: async ({ messageId, emoji, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ConversationPages>(key);
      queryClient.setQueryData<ConversationPages>(key, (data) =>
        updateMessage(data, messageId, (m) => ({
          ...m,
          reactions: withReaction(m.reactions, emoji, profileId, on),
        })),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}
