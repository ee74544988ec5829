import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationDetail, Message } from '@hearth/shared';
import { useDeferredValue, useMemo } from 'react';
import { stillPending } from '@/lib/realtime/cache-updates';
import type { OutboxItem } from '@/lib/realtime/outbox';

/** Pages run newest first; each page is oldest first inside. */
function inOrder(pages: readonly ConversationDetail[]): Message[] {
  const seen = new Set<string>();
  const ordered: Message[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      ordered.push(message);
    }
  }
  return ordered;
}

/**
 * What the conversation shows: its pages, its messages oldest first, and our messages (text and
 * voice) still in the outbox. Store updates render synchronously, in one task; this is rendered
 * as a transition instead, which React splits into short tasks (one task, when the screen first
 * appears with its messages, blocked input on a slow phone). Messages and outbox items are
 * deferred together, so that a message being confirmed is never missing from both.
 */
export function useShownMessages(
  data: InfiniteData<ConversationDetail> | undefined,
  outboxItems: OutboxItem[],
) {
  const live = useMemo(() => ({ data, outboxItems }), [data, outboxItems]);
  const shown = useDeferredValue(live);
  const messages = useMemo(() => inOrder(shown.data?.pages ?? []), [shown.data]);
  const pending = useMemo(
    () => stillPending(messages, shown.outboxItems),
    [messages, shown.outboxItems],
  );
  return { data: shown.data, messages, pending };
}
