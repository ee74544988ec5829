import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { Participant } from '@hearth/shared';

export const MAX_NAMES = 3;
export const NO_ONE_ELSE: MessageDescriptor = msg`No one else is in here yet.`;

/**
 * The other participants of a conversation row (section 2), in the active language: the first
 * three nicknames, then 'and N more'.
 */
export function participantSummary(participants: Participant[], selfId: string | undefined) {
  const others = participants.filter((p) => p.id !== selfId);
  if (others.length === 0) return i18n._(NO_ONE_ELSE);
  const [first = '', second = '', third = ''] = others.slice(0, MAX_NAMES).map((p) => p.nickname);
  const rest = others.length - MAX_NAMES;
  if (rest > 0) {
    return t({
      comment: 'the first three names of the others in a conversation, then how many more',
      message: plural(rest, {
        one: `${first}, ${second}, ${third} and # more`,
        other: `${first}, ${second}, ${third} and # more`,
      }),
    });
  }
  if (others.length === 3) {
    return t({
      comment: 'the names of the three others in a conversation, as a list',
      message: `${first}, ${second}, ${third}`,
    });
  }
  if (others.length === 2) {
    return t({
      comment: 'the names of the two others in a conversation, as a list',
      message: `${first}, ${second}`,
    });
  }
  return first;
}
