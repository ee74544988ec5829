import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { conversationQuery } from './get-conversation';

/**
 * Holds a conversation's newest page without showing it, so that the positions a reconnect
 * catches up from (`lib/realtime/stream-positions`) include it: a screen that shows no
 * conversation (the frame) still hears, from the event log, what was sent while it was away.
 * Only events move it: a refetch on reconnect would jump its position past what it missed.
 */
export function useFollowConversation(profileId: string, conversationId: string): void {
  useInfiniteQuery({
    ...conversationQuery(useQueryClient(), profileId, conversationId),
    staleTime: Infinity,
    refetchOnReconnect: false,
  });
}
