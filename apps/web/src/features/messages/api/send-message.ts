import { msg } from '@lingui/core/macro';
import type { Message } from '@hearth/shared';
import { api } from '@/lib/api-client';

/** Section 8's alert for a send the server refused for good. */
export const SEND_FAILED = msg`Failed to send message`;

/**
 * One send of one outbox message. The client id makes it safe to repeat: the server stores the
 * message once and answers a repeat with the stored one (200 instead of 201). A voice message
 * names its uploaded audio and carries the waveform computed when it was recorded; a photo or
 * video message names its uploads, in order (the caption is `content`).
 */
export function sendMessage(input: {
  profileId: string;
  conversationId: string;
  content: string;
  clientId: string;
  audioId?: string;
  waveform?: readonly number[];
  photoIds?: readonly string[];
  videoId?: string;
  posterId?: string;
  promptId?: string;
  replyToId?: string;
  signal?: AbortSignal;
}): Promise<Message> {
  const { profileId, conversationId, content, clientId, audioId, waveform, signal } = input;
  const voice = audioId ? { audio_id: audioId, waveform } : {};
  const photos = input.photoIds ? { photo_ids: input.photoIds } : {};
  const video = input.videoId
    ? { video_id: input.videoId, ...(input.posterId ? { poster_id: input.posterId } : {}) }
    : {};
  const prompt = input.promptId ? { prompt_id: input.promptId } : {};
  const reply = input.replyToId ? { reply_to_id: input.replyToId } : {};
  return api.post<Message>(
    `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}/messages`,
    {
      message: { content, client_id: clientId, ...voice, ...photos, ...video, ...prompt, ...reply },
    },
    { signal },
  );
}
