import { i18n } from '@lingui/core';
import { NO_ONE_ELSE, participantSummary } from './participant-summary';

const people = (...names: string[]) => names.map((nickname, i) => ({ id: `p${i}`, nickname }));

describe('participantSummary', () => {
  it('says no one else is here when the current profile is alone', () => {
    expect(participantSummary(people('Me'), 'p0')).toBe(i18n._(NO_ONE_ELSE));
    expect(participantSummary([], 'p0')).toBe('No one else is in here yet.');
  });

  it('lists up to three other nicknames', () => {
    expect(participantSummary(people('Me', 'Gran', 'Grandpa'), 'p0')).toBe('Gran, Grandpa');
    expect(participantSummary(people('Me', 'A', 'B', 'C'), 'p0')).toBe('A, B, C');
  });

  it('adds "and N more" beyond three', () => {
    expect(participantSummary(people('Me', 'A', 'B', 'C', 'D'), 'p0')).toBe('A, B, C and 1 more');
    expect(participantSummary(people('A', 'B', 'C', 'D', 'E', 'F'), 'zz')).toBe(
      'A, B, C and 3 more',
    );
  });
});
