import { i18n } from '@lingui/core';
import { MESSAGES } from '@hearth/shared';
import { ApiError } from '@/lib/api-client';
import { SHARED_SENTENCES } from '@/lib/i18n/shared-texts';
import { finalJoinMessage, JoinError, joinRetryDelay, joinWithRetry } from './join-conversation';

const result = { id: 'c1', title: 'Family', participants: [] };
const fail = (status: number, body?: unknown) =>
  new ApiError('API request failed: x', status, body);

function run(outcomes: (Error | typeof result)[]) {
  const waits: number[] = [];
  const attempt = vi.fn(() => {
    const next = outcomes.shift();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? result);
  });
  const promise = joinWithRetry(attempt, (ms) => {
    waits.push(ms);
    return Promise.resolve();
  });
  return { promise, attempt, waits };
}

describe('joining through an invite', () => {
  it('waits 1 s, doubled per attempt, capped at 8 s', () => {
    expect([1, 2, 3, 4, 5].map(joinRetryDelay)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('succeeds at once when the first attempt works', async () => {
    const { promise, attempt, waits } = run([result]);
    await expect(promise).resolves.toEqual(result);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('retries other failures, succeeding on the third attempt', async () => {
    const { promise, attempt, waits } = run([fail(500), new TypeError('Failed to fetch'), result]);
    await expect(promise).resolves.toEqual(result);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after three attempts with the response error', async () => {
    const { promise, attempt } = run([fail(500), fail(502), fail(503, { error: 'Server busy' })]);
    await expect(promise).rejects.toThrow(new JoinError('Server busy'));
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('falls back to the error message, then the general sentence', async () => {
    const a = run([fail(500), fail(500), new TypeError('Failed to fetch')]);
    await expect(a.promise).rejects.toThrow('Failed to fetch');
    const b = run([fail(500), fail(500), new Error('')]);
    await expect(b.promise).rejects.toThrow('Failed to join conversation after multiple attempts');
  });

  it.each([
    [410, undefined, 'This invite link has expired'],
    [410, { error: MESSAGES.inviteExpired }, 'This invite link has expired'],
    [410, { error: MESSAGES.inviteUsedUp }, 'This invite link has been used up'],
    // The sentence is told apart by its stable code, not by its words.
    [
      410,
      {
        error: 'No uses left on this link',
        errors: ['No uses left on this link'],
        error_codes: ['messages.inviteUsedUp'],
      },
      'This invite link has been used up',
    ],
    [
      410,
      {
        error: MESSAGES.inviteExpired,
        errors: [MESSAGES.inviteExpired],
        error_codes: ['messages.inviteExpired'],
      },
      'This invite link has expired',
    ],
    [404, { error: 'Not found' }, 'Invalid invite link'],
    [422, undefined, 'You are already a participant in this conversation'],
    [403, { error: 'Not your profile' }, 'Not your profile'],
    [403, undefined, 'Profile not found or not accessible'],
  ])('stops at once on %i with its own message', async (status, body, message) => {
    const { promise, attempt, waits } = run([fail(status, body)]);
    await expect(promise).rejects.toThrow(message);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('tells a used-up link apart in another language', () => {
    const usedUp = 'Este enlace de invitación ya se usó del todo';
    const expired = 'Este enlace de invitación ha caducado';
    i18n.load('es', {
      [SHARED_SENTENCES['messages.inviteUsedUp'].id]: usedUp,
      [SHARED_SENTENCES['messages.inviteExpired'].id]: expired,
    });
    i18n.activate('es');
    try {
      const body = (sentence: string, code: string) => ({
        error: sentence,
        errors: [sentence],
        error_codes: [code],
      });
      expect(finalJoinMessage(fail(410, { error: MESSAGES.inviteUsedUp }))).toBe(usedUp);
      expect(
        finalJoinMessage(fail(410, body(MESSAGES.inviteUsedUp, 'messages.inviteUsedUp'))),
      ).toBe(usedUp);
      expect(
        finalJoinMessage(fail(410, body(MESSAGES.inviteExpired, 'messages.inviteExpired'))),
      ).toBe(expired);
    } finally {
      i18n.activate('en');
    }
  });
});
