import type { Participant } from '@hearth/shared';

export const MAX_NAMES = 3;
export const NO_ONE_ELSE = 'No one else is in here yet.';

/**
 * The other participants of a conversation row (section 2): the first three nicknames, then
 * 'and N more'.
 */
export function participantSummary(participants: Participant[], selfId: string | undefined) {
  const others = participants.filter((p) => p.id !== selfId);
  if (others.length === 0) return NO_ONE_ELSE;
  const names = others
    .slice(0, MAX_NAMES)
    .map((p) => p.nickname)
    .join(', ');
  const rest = others.length - MAX_NAMES;
  return rest > 0 ? `${names} and ${rest} more` : names;
}
