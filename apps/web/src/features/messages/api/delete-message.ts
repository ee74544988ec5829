import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationPath } from './conversation-path';

export const DELETE_MESSAGE_CONFIRM = msg`Delete this message for everyone?`;

export function deleteMessage(input: {
  profileId: string;
  conversationId: string;
  messageId: string;
}): Promise<void> {
  const { profileId, conversationId, messageId } = input;
  return api.delete<void>(
    conversationPath(profileId, conversationId, `/messages/${encodeURIComponent(messageId)}`),
  );
}

/** The screen changes when the server's message.deleted event arrives, on every device alike. */
export function useDeleteMessage() {
  return useMutation({ mutationFn: deleteMessage });
}
