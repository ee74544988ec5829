import type { Message } from '@hearth/shared';

export interface NewMessage {
  conversationId: string;
  message: Message;
}

type Listener = (news: NewMessage) => void;
const listeners = new Set<Listener>();

/**
 * Messages as they arrive live, once each, for screens that react to an arrival rather than
 * read a conversation (the frame's "New from Sam"). The cache updates stay in apply-event.
 */
export function announceMessage(news: NewMessage): void {
  for (const listener of listeners) listener(news);
}

export function onNewMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
