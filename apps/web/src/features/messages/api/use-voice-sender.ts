import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@hearth/shared';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { statusOf } from '@/lib/errors';
import { queryKeys } from '@/lib/query-keys';
import {
  applyMessageToList,
  mergeMessages,
  type ConversationPages,
} from '@/lib/realtime/cache-updates';
import { sendMessage } from './send-message';
import { uploadMedia } from './upload-media';
import { VoiceSender, type VoiceItem } from './voice-sender';

// A 10 MB recording on a slow phone connection takes a while; a send is small.
const UPLOAD_TIMEOUT_MS = 120_000;
const SEND_TIMEOUT_MS = 15_000;

/** A refused token ends the session: the message waits for the next sign-in, not "failed". */
async function signedOutWaits<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (statusOf(error) === 401) throw new Error('signed out');
    throw error;
  }
}

function createSender(queryClient: QueryClient): VoiceSender {
  const sender = new VoiceSender({
    upload: (item) =>
      signedOutWaits(
        uploadMedia({
          profileId: item.profile_id,
          conversationId: item.conversation_id,
          audio: item.audio,
          clientId: item.client_id,
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        }),
      ),
    send: (item, mediaId) =>
      signedOutWaits(
        sendMessage({
          profileId: item.profile_id,
          conversationId: item.conversation_id,
          content: item.content,
          clientId: item.client_id,
          audioId: mediaId,
          waveform: item.waveform,
          promptId: item.prompt_id,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        }),
      ),
    onSent: (item, message) => {
      queryClient.setQueryData<ConversationPages>(
        queryKeys.conversation(item.profile_id, item.conversation_id),
        (data) => mergeMessages(data, [message]),
      );
      queryClient.setQueryData<ConversationSummary[]>(
        queryKeys.conversations(item.profile_id),
        (list) =>
          list &&
          (applyMessageToList(list, item.conversation_id, message, item.profile_id, true) ?? list),
      );
    },
  });
  window.addEventListener('online', () => void sender.flush());
  return sender;
}

// One sender per query cache, that is per signed-in app (and per test).
const senders = new WeakMap<QueryClient, VoiceSender>();

export function useVoiceSender(): VoiceSender {
  const queryClient = useQueryClient();
  let sender = senders.get(queryClient);
  if (!sender) senders.set(queryClient, (sender = createSender(queryClient)));
  return sender;
}

/** The voice messages of one conversation still on their way (sending, waiting or not sent). */
export function useVoiceItems(profileId: string, conversationId: string): VoiceItem[] {
  const sender = useVoiceSender();
  const subscribe = useCallback((listener: () => void) => sender.subscribe(listener), [sender]);
  const all = useSyncExternalStore(subscribe, () => sender.snapshot());
  return useMemo(
    () => all.filter((i) => i.profile_id === profileId && i.conversation_id === conversationId),
    [all, profileId, conversationId],
  );
}
