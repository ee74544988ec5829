import type { Media } from '@hearth/shared';
import { api } from '@/lib/api-client';

/**
 * Uploads one recording as its raw bytes. The client id makes a repeat safe: the server keeps
 * one upload per client id and answers a repeat with the stored media.
 */
export async function uploadMedia(input: {
  profileId: string;
  conversationId: string;
  audio: Blob;
  clientId: string;
  signal?: AbortSignal;
}): Promise<Media> {
  const { profileId, conversationId, audio, clientId, signal } = input;
  const answer = await api.post<{ media: Media }>(
    `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}/media`,
    audio,
    { params: { client_id: clientId }, signal },
  );
  return answer.media;
}
