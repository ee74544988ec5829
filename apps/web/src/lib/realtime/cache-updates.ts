import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationDetail, ConversationSummary, Message } from '@hearth/shared';

/** The cached shape of one conversation: page 0 holds the newest messages, later pages older. */
export type ConversationPages = InfiniteData<ConversationDetail, string | undefined>;

// Message ids are UUIDv7 (time-ordered), so comparing them orders messages as the server does.
const byId = (a: Message, b: Message) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function knows(data: ConversationPages, message: Message): boolean {
  return data.pages.some((page) =>
    page.messages.some(
      (m) =>
        m.id === message.id || (message.client_id !== null && m.client_id === message.client_id),
    ),
  );
}

/**
 * Adds messages to the newest page, each at most once: the same message can come from the
 * socket, from the answer to our own send and from a catch-up, in any order.
 */
export function mergeMessages(
  data: ConversationPages | undefined,
  messages: Message[],
): ConversationPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const seen = new Set<string>();
  const fresh = messages.filter((m) => {
    if (seen.has(m.id) || knows(data, m)) return false;
    seen.add(m.id);
    return true;
  });
  if (fresh.length === 0) return data;
  const [newest, ...older] = data.pages;
  const merged = [...newest!.messages, ...fresh].sort(byId);
  return { ...data, pages: [{ ...newest!, messages: merged }, ...older] };
}

/**
 * A freshly fetched newest page, plus what the cached newest page holds and the answer lacks.
 * A reload of the conversation (the browser came back online, a screen opened) can be on its
 * way while the socket or the answer to our own send brings a message; the server read its
 * page before that message was stored, and replacing the cache with it would drop the message
 * from the screen. Messages are never deleted, so one in range that the answer lacks is newer.
 */
export function withLaterMessages(
  fetched: ConversationDetail,
  cached: ConversationDetail | undefined,
): ConversationDetail {
  if (!cached) return fetched;
  const known = { pages: [fetched], pageParams: [undefined] };
  const oldest = fetched.messages[0]?.id;
  const later = cached.messages.filter(
    (m) => !knows(known, m) && (!fetched.has_more || (oldest !== undefined && m.id > oldest)),
  );
  if (later.length === 0) return fetched;
  return { ...fetched, messages: [...fetched.messages, ...later].sort(byId) };
}

/** Most recent activity first, as the server orders the list. */
export function sortByActivity(list: ConversationSummary[]): ConversationSummary[] {
  return [...list].sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at));
}

/**
 * A new message moves its conversation to the top of one profile's list; it counts as unread
 * unless that profile wrote it or is looking at the conversation right now.
 * Returns undefined when the list does not hold the conversation (it must be fetched).
 */
export function applyMessageToList(
  list: ConversationSummary[],
  conversationId: string,
  message: Message,
  profileId: string,
  reading: boolean,
): ConversationSummary[] | undefined {
  const row = list.find((c) => c.id === conversationId);
  if (!row) return undefined;
  const unread = message.profile.id !== profileId && !reading;
  const newer = message.created_at >= row.last_activity_at;
  const updated: ConversationSummary = {
    ...row,
    last_activity_at: newer ? message.created_at : row.last_activity_at,
    unread_count: row.unread_count + (unread ? 1 : 0),
    // The row's preview line follows the newest message.
    last_message: newer ? message : row.last_message,
  };
  return sortByActivity(list.map((c) => (c.id === conversationId ? updated : c)));
}

/**
 * Unread messages after a read marker, counted from the cached conversation; null when the
 * cache does not hold the marked message, so only the server can say.
 */
export function unreadAfter(
  data: ConversationPages | undefined,
  messageId: string,
  profileId: string,
): number | null {
  const messages = [...(data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  const at = messages.findIndex((m) => m.id === messageId);
  if (at < 0) return null;
  return messages.slice(at + 1).filter((m) => m.profile.id !== profileId).length;
}

export function setUnread(
  list: ConversationSummary[] | undefined,
  conversationId: string,
  count: number,
): ConversationSummary[] | undefined {
  return list?.map((c) => (c.id === conversationId ? { ...c, unread_count: count } : c));
}

export function totalUnread(list: ConversationSummary[] | undefined): number {
  return (list ?? []).reduce((sum, c) => sum + c.unread_count, 0);
}

/**
 * Outbox messages not yet in the conversation: once the stored copy arrives (from the socket or
 * from the answer to the send, whichever is first) the pending copy is hidden, never doubled.
 */
export function stillPending<T extends { client_id: string }>(
  messages: readonly Message[],
  items: readonly T[],
): T[] {
  const stored = new Set(messages.map((m) => m.client_id).filter((id) => id !== null));
  return items.filter((item) => !stored.has(item.client_id));
}
