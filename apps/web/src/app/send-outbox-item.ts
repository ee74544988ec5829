import type { Message } from '@hearth/shared';
import { sendMessage } from '@/features/messages/api/send-message';
import { uploadMedia } from '@/features/messages/api/upload-media';
import { statusOf } from '@/lib/errors';
import type { OutboxItem, SendProgress } from '@/lib/realtime/outbox';

// A send that hangs (a stalled network answers nothing) would hold the outbox forever; after
// this long it is abandoned and tried again, which the client id makes safe. A 10 MB recording
// on a slow phone connection takes a while; a send is small.
const SEND_TIMEOUT_MS = 15_000;
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * One attempt at one outbox item. A voice message uploads its audio first, once: the upload is
 * remembered with the item, so an attempt after a lost answer only sends. Both steps are
 * idempotent by the item's client id, so a repeat never stores anything twice.
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
          await uploadMedia({ profileId, conversationId, audio: item.audio, clientId, signal })
        ).id;
        await progress.uploaded(audioId);
      }
    }
    return await sendMessage({
      profileId,
      conversationId,
      content: item.content,
      clientId,
      audioId,
      waveform: item.kind === 'voice' ? item.waveform : undefined,
      promptId: item.prompt_id,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    // A refused token ends the session; the message waits for the next sign-in, not "failed".
    if (statusOf(error) === 401) throw new Error('signed out');
    throw error;
  }
}
