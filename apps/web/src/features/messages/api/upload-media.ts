import type { Media } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/media/upload-with-progress';
import { conversationPath } from './conversation-path';

/**
 * Uploads one recording, photo or video as its raw bytes. The client id makes a repeat safe: the
 * server keeps one upload per client id and answers a repeat with the stored media. Given
 * `onProgress`, it goes through XMLHttpRequest, the one way to see an upload's progress.
 */
export async function uploadMedia(input: {
  profileId: string;
  conversationId: string;
  file: Blob;
  clientId: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<Media> {
  const { profileId, conversationId, file, clientId, signal, onProgress } = input;
  const path = conversationPath(profileId, conversationId, '/media');
  const params = { client_id: clientId };
  const answer = onProgress
    ? await uploadWithProgress<{ media: Media }>({ path, params, body: file, onProgress, signal })
    : await api.post<{ media: Media }>(path, file, { params, signal });
  return answer.media;
}
