import type { Message } from '@hearth/shared';
import { sendMessage } from '@/features/messages/api/send-message';
import { uploadMedia } from '@/features/messages/api/upload-media';
import { statusOf } from '@/lib/errors';
import {
  isTransient,
  type FilesOutboxItem,
  type OutboxItem,
  type SendProgress,
} from '@/lib/realtime/outbox';

// A send that hangs (a stalled network answers nothing) would hold the outbox forever; after
// this long it is abandoned and tried again, which the client id makes safe. A 10 MB recording
// on a slow phone connection takes a while; a send is small. Photos and videos are given up
// when they stop moving instead (see uploadWithProgress): a 200 MB video may take many minutes.
const SEND_TIMEOUT_MS = 15_000;
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Uploads what a photo or video message has not stored yet, in order, each file once (by its
 * own client id), remembering each upload with the item. A video's poster is a nicety: one the
 * server refuses is left out, and the server draws its own.
 */
async function uploadFiles(item: FilesOutboxItem, progress: SendProgress): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, file] of item.files.entries()) {
    const known = item.media_ids?.[index];
    if (known) {
      ids.push(known);
      continue;
    }
    try {
      const media = await uploadMedia({
        profileId: item.profile_id,
        conversationId: item.conversation_id,
        file: file.blob,
        clientId: file.client_id,
        signal: progress.signal,
        onProgress: (fraction) => progress.progress(index, fraction),
      });
      await progress.uploadedFile(index, media.id);
      ids.push(media.id);
    } catch (error) {
      const poster = item.kind === 'video' && index === 1;
      if (!poster || isTransient(error) || progress.signal.aborted) throw error;
    }
  }
  return ids;
}

/**
 * One attempt at one outbox item. A voice message uploads its audio first, once: the upload is
 * remembered with the item, so an attempt after a lost answer only sends; photos and videos the
 * same, file by file. Every step is idempotent by a client id, so a repeat never stores twice.
 */
export async function sendOutboxItem(item: OutboxItem, progress: SendProgress): Promise<Message> {
  const { profile_id: profileId, conversation_id: conversationId, client_id: clientId } = item;
  try {
    let audioId: string | undefined;
    if (item.kind === 'voice') {
      audioId = item.media_id;
      if (!audioId) {
        const signal = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
        audioId = (
          await uploadMedia({ profileId, conversationId, file: item.audio, clientId, signal })
        ).id;
        await progress.uploaded(audioId);
      }
    }
    const uploads =
      item.kind === 'photo' || item.kind === 'video' ? await uploadFiles(item, progress) : [];
    return await sendMessage({
      profileId,
      conversationId,
      content: item.content,
      clientId,
      audioId,
      waveform: item.kind === 'voice' ? item.waveform : undefined,
      photoIds: item.kind === 'photo' ? uploads : undefined,
      videoId: item.kind === 'video' ? uploads[0] : undefined,
      posterId: item.kind === 'video' ? uploads[1] : undefined,
      promptId: item.prompt_id,
      replyToId: item.reply_to_id,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    // A refused token ends the session; the message waits for the next sign-in, not "failed".
    if (statusOf(error) === 401) throw new Error('signed out');
    throw error;
  }
}
