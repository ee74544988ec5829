import { useMutation } from '@tanstack/react-query';
import { FAMILY_LIMITS, type Message } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { conversationPath } from './conversation-path';
import { lookOf } from '@/lib/message-kinds';

export function editMessage(input: {
  profileId: string;
  conversationId: string;
  messageId: string;
  content: string;
}): Promise<Message> {
  const { profileId, conversationId, messageId, content } = input;
  return api.patch<Message>(
    conversationPath(profileId, conversationId, `/messages/${encodeURIComponent(messageId)}`),
    { message: { content } },
  );
}

/** Whether the sender may still edit it (the server decides; this only hides the action). */
export function stillEditable(message: Message, now = Date.now()): boolean {
  return (
    lookOf(message.kind).editable &&
    !message.deleted &&
    now - Date.parse(message.created_at) < FAMILY_LIMITS.editWindowMs
  );
}

export function useEditMessage() {
  return useMutation({ mutationFn: editMessage });
}
