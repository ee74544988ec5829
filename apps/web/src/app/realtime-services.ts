import type { QueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@hearth/shared';
import { sendMessage } from '@/features/messages/api/send-message';
import { statusOf } from '@/lib/errors';
import { queryKeys } from '@/lib/query-keys';
import {
  applyMessageToList,
  mergeMessages,
  type ConversationPages,
} from '@/lib/realtime/cache-updates';
import { Outbox, UnsendableError, type OutboxItem } from '@/lib/realtime/outbox';
import { IndexedDbOutboxStore, type OutboxStore } from '@/lib/realtime/outbox-store';
import type { RealtimeServices } from '@/lib/realtime/realtime-context';
import { TypingStore } from '@/lib/realtime/typing-store';

// A send that hangs (a stalled network answers nothing) would hold the outbox forever; after
// this long it is abandoned and tried again, which the client id makes safe.
const SEND_TIMEOUT_MS = 15_000;

async function send(item: OutboxItem) {
  // The upload of a voice message's audio comes with the voice work; until then it is refused
  // here rather than retried forever.
  if (item.kind === 'voice') throw new UnsendableError('Voice messages cannot be sent yet');
  try {
    return await sendMessage({
      profileId: item.profile_id,
      conversationId: item.conversation_id,
      content: item.content,
      clientId: item.client_id,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    // A refused token ends the session; the message waits for the next sign-in, not "failed".
    if (statusOf(error) === 401) throw new Error('signed out');
    throw error;
  }
}

export interface ServicesWiring {
  services: RealtimeServices;
  /** Profile ids and conversation ids of what is on screen with its newest message in view. */
  reading: Set<string>;
}

/** The outbox, the typing list and the reading marks of one signed-in account. */
export function createRealtimeServices(
  queryClient: QueryClient,
  accountId: string,
  sendTyping: RealtimeServices['sendTyping'] = () => undefined,
  store: OutboxStore = new IndexedDbOutboxStore(accountId),
): ServicesWiring {
  const reading = new Set<string>();
  const outbox = new Outbox(store, send, (item, message) => {
    // Our own message goes into the cache at once; the socket's copy of it is then a duplicate.
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
  });
  const services: RealtimeServices = {
    outbox,
    typing: new TypingStore(),
    sendTyping,
    setReading: (profileId, conversationId, on) => {
      const key = `${profileId}/${conversationId}`;
      if (on) reading.add(key);
      else reading.delete(key);
    },
  };
  return { services, reading };
}
