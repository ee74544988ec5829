import type { ConversationSummary, Participant } from '@hearth/shared';

/** The people a profile shares a conversation with, each once, by name. */
export function peopleOf(conversations: ConversationSummary[], profileId: string): Participant[] {
  const people = new Map<string, Participant>();
  for (const c of conversations) {
    for (const p of c.participants) if (p.id !== profileId) people.set(p.id, p);
  }
  return [...people.values()].sort((a, b) => a.nickname.localeCompare(b.nickname));
}
