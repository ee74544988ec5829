import type { QueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@hearth/shared';
import { CallChannel } from '@/lib/calls/call-channel';
import { queryKeys } from '@/lib/query-keys';
import {
  applyMessageToList,
  mergeMessages,
  type ConversationPages,
} from '@/lib/realtime/cache-updates';
import { Outbox } from '@/lib/realtime/outbox';
import { IndexedDbOutboxStore, type OutboxStore } from '@/lib/realtime/outbox-store';
import type { RealtimeServices } from '@/lib/realtime/realtime-context';
import { TypingStore } from '@/lib/realtime/typing-store';
import { sendOutboxItem } from './send-outbox-item';

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
  const outbox = new Outbox(store, sendOutboxItem, (item, message) => {
    // Our own message goes into the cache at once; the socket's copy of it is then a duplicate.
    queryClient.setQueryData<ConversationPages>(
      queryKeys.conversation(item.profile_id, item.conversation_id),
      (data) => mergeMessages(data, [message]),
    );
    const listKey = queryKeys.conversations(item.profile_id);
    const list = queryClient.getQueryData<ConversationSummary[]>(listKey);
    const next =
      list && applyMessageToList(list, item.conversation_id, message, item.profile_id, true);
    if (next) queryClient.setQueryData(listKey, next);
    // Sent in a conversation older than those the list holds: it comes back at the top.
    else if (list) void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
  });
  const services: RealtimeServices = {
    outbox,
    calls: new CallChannel(),
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
