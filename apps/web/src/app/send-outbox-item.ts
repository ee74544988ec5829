import type { Message } from '@hearth/shared';
import { sendMessage } from '@/features/messages/api/send-message';
import { uploadMedia } from '@/features/messages/api/upload-media';
import { statusOf } from '@/lib/errors';
import { outboxOf, type UploadTools } from '@/lib/message-kinds';
import type { OutboxItem, SendProgress } from '@/lib/realtime/outbox';

// A send that hangs (a stalled network answers nothing) would hold the outbox forever; after
// this long it is abandoned and tried again, which the client id makes safe. Uploads have their
// own limits (each kind's look: a recording's time, or files given up when they stop moving).
const SEND_TIMEOUT_MS = 15_000;

/**
 * One attempt at one outbox item: its kind uploads what it has not stored yet (each upload is
 * remembered with the item, so an attempt after a lost answer only sends), then the message is
 * sent. Every step is idempotent by a client id, so a repeat never stores twice.
 */
export async function sendOutboxItem(item: OutboxItem, progress: SendProgress): Promise<Message> {
  const { profile_id: profileId, conversation_id: conversationId, client_id: clientId } = item;
  const upload: UploadTools['upload'] = async (file, fileClientId, options) =>
    (await uploadMedia({ profileId, conversationId, file, clientId: fileClientId, ...options })).id;
  try {
    const uploads = await outboxOf(item).upload(item, { upload, progress });
    return await sendMessage({
      profileId,
      conversationId,
      content: item.content,
      clientId,
      ...uploads,
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
