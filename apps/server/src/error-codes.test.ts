import { describe, expect, it } from 'vitest';
import { MESSAGES, sentenceCode, type ApiErrorBody } from '@hearth/shared';
import { DIALECTS } from './test/databases.js';
import { useTestApp } from './test/use-test-app.js';

/**
 * Every error body keeps its English sentences for API users and carries, parallel to `errors`,
 * each sentence's stable code (null for one made on the fly), for the client to translate.
 */
describe.each(DIALECTS)('error codes beside the sentences on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('gives a 422 its sentence and the sentence its code', async () => {
    const { access_token: token } = await t.api.signUp('codes-422@example.org');
    const res = await t.api.post('/profiles', { profile: { nickname: '' } }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: MESSAGES.nicknameRequired,
      errors: [MESSAGES.nicknameRequired],
      code: 'validation_failed',
      error_codes: ['messages.nicknameRequired'],
    } satisfies ApiErrorBody);
  });

  it('gives each of several sentences its own code, in the same order', async () => {
    const res = await t.api.post('/auth/register', {
      user: { email_address: 'not an address', password: 'x', password_confirmation: 'y' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<ApiErrorBody>();
    expect(body.errors.length).toBeGreaterThan(1);
    expect(body.error_codes).toEqual(body.errors.map((sentence) => sentenceCode(sentence)));
    expect(body.error_codes.every((code) => code?.startsWith('messages.'))).toBe(true);
  });

  it('gives a 404 the code of "Not found"', async () => {
    const { access_token: token } = await t.api.signUp('codes-404@example.org');
    const res = await t.api.get('/profiles/00000000-0000-7000-8000-000000000000/badges', token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Not found',
      errors: ['Not found'],
      code: 'not_found',
      error_codes: ['messages.notFound'],
    });
  });

  it('answers null for a sentence made on the fly', async () => {
    const { access_token: token } = await t.api.signUp('codes-null@example.org');
    const profile = await t.api.createProfile(token, 'Nell');
    const room = await t.api.createConversation(token, profile.id, 'Room');
    const res = await t.api.get(
      `/profiles/${profile.id}/conversations/${room.id}?before=yesterday`,
      token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'before must be a message id',
      errors: ['before must be a message id'],
      code: 'validation_failed',
      error_codes: [null],
    });
  });
});
