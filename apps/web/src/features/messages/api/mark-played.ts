import { api } from '@/lib/api-client';

/** Records that this profile listened to a voice message; the server keeps it once. */
export function markPlayed(input: {
  profileId: string;
  conversationId: string;
  messageId: string;
}): Promise<unknown> {
  const { profileId, conversationId, messageId } = input;
  return api.post(
    `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/played`,
  );
}
