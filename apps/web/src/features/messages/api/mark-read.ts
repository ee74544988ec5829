import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConversationSummary } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { setUnread } from '@/lib/realtime/cache-updates';

export function markRead(input: {
  profileId: string;
  conversationId: string;
  messageId: string;
}): Promise<{ unread_count: number }> {
  const { profileId, conversationId, messageId } = input;
  return api.post<{ unread_count: number }>(
    `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}/read`,
    { message_id: messageId },
  );
}

/**
 * Tells the server that the newest message has been seen, once it is really in view, so the
 * list stops counting it. The answer carries the new count: no need to fetch the list again.
 */
export function useMarkRead(
  profileId: string,
  conversationId: string,
  newestId: string | undefined,
  inView: boolean,
) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread_count }) =>
      queryClient.setQueryData<ConversationSummary[]>(queryKeys.conversations(profileId), (list) =>
        setUnread(list, conversationId, unread_count),
      ),
  });
  useEffect(() => {
    if (!newestId || !inView) return;
    // Sent from a task of its own, not from inside React's commit of the messages, which is
    // long enough on a slow phone already; a newer message in between cancels it.
    const timer = setTimeout(() => mutate({ profileId, conversationId, messageId: newestId }), 0);
    return () => clearTimeout(timer);
  }, [mutate, profileId, conversationId, newestId, inView]);
}
