import type { Message, MessageReaction, ReactionEmoji } from '@hearth/shared';
import { REACTION_EMOJIS } from '@hearth/shared';
import type { ConversationPages } from '@/lib/realtime/cache-updates';

/** Whether this profile's reaction with `emoji` is on the message. */
export function reacted(message: Message, emoji: ReactionEmoji, profileId: string): boolean {
  return Boolean(
    message.reactions?.find((r) => r.emoji === emoji)?.profile_ids.includes(profileId),
  );
}

/** The message's reactions with this profile's `emoji` added or taken away, in the set's order. */
export function withReaction(
  reactions: readonly MessageReaction[] | undefined,
  emoji: ReactionEmoji,
  profileId: string,
  on: boolean,
): MessageReaction[] {
  const rest = (reactions ?? []).filter((r) => r.emoji !== emoji);
  const current = reactions?.find((r) => r.emoji === emoji);
  const others = (current?.profile_ids ?? []).filter((id) => id !== profileId);
  const ids = on ? [...others, profileId] : others;
  // The server may know reactions the reader cannot hear (a child's rule): keep its count honest.
  const hidden = Math.max(0, (current?.count ?? 0) - (current?.profile_ids.length ?? 0));
  const next =
    ids.length + hidden > 0 ? [{ emoji, count: ids.length + hidden, profile_ids: ids }] : [];
  return [...rest, ...next].sort(
    (a, b) => REACTION_EMOJIS.indexOf(a.emoji) - REACTION_EMOJIS.indexOf(b.emoji),
  );
}

/** The cached conversation with one message changed in place, wherever its page is. */
export function updateMessage(
  data: ConversationPages | undefined,
  messageId: string,
  change: (message: Message) => Message,
): ConversationPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.messages.some((m) => m.id === messageId)
        ? { ...page, messages: page.messages.map((m) => (m.id === messageId ? change(m) : m)) }
        : page,
    ),
  };
}
