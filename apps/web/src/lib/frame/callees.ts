import type { ConversationSummary } from '@hearth/shared';

export interface Callee {
  profileId: string;
  nickname: string;
  conversationId: string;
  title: string;
}

/**
 * For each chosen person, the conversation a call to them takes place in: the smallest one
 * they share with this profile (the two of them, if there is one). Someone no longer shared
 * with has no button.
 */
export function calleesFor(
  chosen: readonly string[],
  conversations: readonly ConversationSummary[],
): Callee[] {
  return chosen.flatMap((profileId) => {
    let best: ConversationSummary | undefined;
    for (const c of conversations) {
      if (c.paused || !c.participants.some((p) => p.id === profileId)) continue;
      if (!best || c.participants.length < best.participants.length) best = c;
    }
    const person = best?.participants.find((p) => p.id === profileId);
    return best && person
      ? [{ profileId, nickname: person.nickname, conversationId: best.id, title: best.title }]
      : [];
  });
}
