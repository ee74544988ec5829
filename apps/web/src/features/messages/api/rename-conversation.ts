import { api } from '@/lib/api-client';
import { conversationPath } from './conversation-path';
import { useRefreshAfter, type ConversationIds } from './refresh-conversation';

export function renameConversation(input: ConversationIds & { title: string }) {
  return api.patch<{ id: string; title: string }>(
    conversationPath(input.profileId, input.conversationId),
    { conversation: { title: input.title } },
  );
}

export const useRenameConversation = () => useRefreshAfter(renameConversation);
