import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CHILD_MESSAGES, MESSAGES } from '@hearth/shared';
import { ApiError } from './api-client';
import { errorEntries, errorList, firstError, responseError, responseErrorEntry } from './errors';
import { SHARED_SENTENCES } from './i18n/shared-texts';

const failed = (body: unknown, status = 422) => new ApiError('x', status, body);

afterEach(() => i18n.activate('en'));

function inSpanish(): void {
  i18n.load('es', {
    [SHARED_SENTENCES['children.pinWrong'].id]: 'Ese PIN no es correcto',
    [SHARED_SENTENCES['messages.inviteUsedUp'].id]: 'Este enlace de invitación ya se usó del todo',
    [SHARED_SENTENCES['messages.emailTaken'].id]: 'Ese correo ya está en uso',
  });
  i18n.activate('es');
}

describe('API errors in the active language', () => {
  it('keeps the English sentences as they are in English', () => {
    const error = failed({ error: 'Nope', errors: ['Nope', MESSAGES.emailTaken] });
    expect(errorList(error)).toEqual(['Nope', MESSAGES.emailTaken]);
    expect(firstError(error, 'Fallback')).toBe('Nope');
    expect(responseError(error)).toBe('Nope');
    expect(firstError(failed({}), 'Fallback')).toBe('Fallback');
    expect(firstError(new Error('x'), msg`Kid mode could not start. Please try again.`)).toBe(
      'Kid mode could not start. Please try again.',
    );
    expect(responseError(failed({ errors: [] }))).toBeNull();
  });

  it('shows each sentence by its code when the body has one', () => {
    inSpanish();
    const error = failed({
      error: 'PIN says no',
      errors: ['PIN says no', '', 'Whatever', 'Made on the fly'],
      error_codes: ['children.pinWrong', null, 'messages.emailTaken', 'no.suchCode'],
    });
    expect(errorList(error)).toEqual([
      'Ese PIN no es correcto',
      'Ese correo ya está en uso',
      'Made on the fly',
    ]);
    expect(errorEntries(error)?.map((e) => e.code)).toEqual([
      'children.pinWrong',
      'messages.emailTaken',
      undefined,
    ]);
    expect(firstError(error, 'Fallback')).toBe('Ese PIN no es correcto');
    expect(responseError(error)).toBe('Ese PIN no es correcto');
  });

  it("else by the English sentence's own code, else as it came", () => {
    inSpanish();
    const error = failed(
      { error: MESSAGES.inviteUsedUp, errors: [MESSAGES.inviteUsedUp], code: 'gone' },
      410,
    );
    expect(responseError(error)).toBe('Este enlace de invitación ya se usó del todo');
    // Callers that must tell which sentence it is still can.
    expect(responseErrorEntry(error)).toMatchObject({
      english: MESSAGES.inviteUsedUp,
      code: 'messages.inviteUsedUp',
    });
    expect(errorList(failed({ errors: [CHILD_MESSAGES.pinWrong, 'Unknown'] }))).toEqual([
      'Ese PIN no es correcto',
      'Unknown',
    ]);
    expect(responseError(failed({ error: 'x', error_code: 'children.pinWrong' }))).toBe(
      'Ese PIN no es correcto',
    );
  });

  it('gives the failed request its message in the active language', async () => {
    const { errorMessageFrom } = await import('./api-client');
    inSpanish();
    expect(
      errorMessageFrom({ error: CHILD_MESSAGES.pinWrong, errors: [CHILD_MESSAGES.pinWrong] }, 'x'),
    ).toBe('Ese PIN no es correcto');
  });
});
