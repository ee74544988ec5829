import { api } from '@/lib/api-client';
import { conversationPath } from './conversation-path';
import { useRefreshAfter, type ConversationIds } from './refresh-conversation';

export function removeParticipant(input: ConversationIds & { memberId: string }): Promise<void> {
  const rest = `/participants/${encodeURIComponent(input.memberId)}`;
  return api.delete<void>(conversationPath(input.profileId, input.conversationId, rest));
}

export const useRemoveParticipant = () => useRefreshAfter(removeParticipant);
