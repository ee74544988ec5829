import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './test/databases.js';
import { type TestApp } from './test/helper.js';
import { useTestApp } from './test/use-test-app.js';

const MALFORMED = 'Text must be valid Unicode';
// JSON's \u escapes are the only way a lone surrogate arrives: raw bytes decode as U+FFFD.
const LONE = '\\ud800';

describe.each(DIALECTS)('text input on %s', (dialect) => {
  const t = useTestApp(dialect);
  let fam: Awaited<ReturnType<TestApp['api']['family']>>;
  let base: string;

  beforeAll(async () => {
    fam = await t.api.family('text@example.org', 'Nan', 'Text chat');
    base = `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}`;
  });

  const raw = (method: 'POST' | 'PATCH', path: string, json: string, token?: string) =>
    t.api.request(method, path, { token, raw: json });

  it('refuses a lone surrogate with 422 wherever text is taken, and stores nothing', async () => {
    const attempts = [
      raw('POST', '/profiles', `{"profile":{"nickname":"Gran${LONE}"}}`, fam.token),
      raw('PATCH', `/profiles/${fam.profile.id}`, `{"profile":{"nickname":"${LONE}"}}`, fam.token),
      raw(
        'POST',
        `/profiles/${fam.profile.id}/conversations`,
        `{"conversation":{"title":"T${LONE}"}}`,
        fam.token,
      ),
      raw('POST', `${base}/messages`, `{"message":{"content":"${LONE.repeat(50)}"}}`, fam.token),
      raw(
        'POST',
        '/auth/register',
        `{"user":{"email_address":"a${LONE}@example.org","password":"secret1","password_confirmation":"secret1"}}`,
      ),
      raw(
        'POST',
        '/auth/register',
        `{"user":{"email_address":"pw@example.org","password":"secret${LONE}","password_confirmation":"secret${LONE}"}}`,
      ),
      raw('POST', '/auth/login', `{"email_address":"text@example.org","password":"x${LONE}"}`),
    ];
    const answers = await Promise.all(attempts);
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    }
    // The text fields name the problem; the others keep their own sentence.
    for (const res of answers.slice(0, 4)) expect(res.json().errors).toEqual([MALFORMED]);

    const db = t.app.ctx.db;
    expect(await db.selectFrom('messages').select('id').execute()).toHaveLength(0);
    const profiles = await db.selectFrom('profiles').select('nickname').execute();
    expect(profiles.map((p) => p.nickname)).toEqual(['Nan']);
    const accounts = await db.selectFrom('accounts').select('email_address').execute();
    expect(accounts.map((a) => a.email_address)).toEqual(['text@example.org']);
  });

  it('takes emoji sent as escaped surrogate pairs, and reads back what it acknowledged', async () => {
    const sent = await raw(
      'POST',
      `${base}/messages`,
      '{"message":{"content":"\\ud83d\\ude00 hello"}}',
      fam.token,
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().content).toBe('😀 hello');
    const detail = await t.api.get(base, fam.token);
    expect(detail.json().messages.map((m: { content: string }) => m.content)).toEqual(['😀 hello']);
  });

  it.each([
    ['zero-width spaces', '\\u200b\\u200b\\u200b'],
    ['format characters and spaces', ' \\u200d\\u2060\\ufeff\\u200e '],
  ])('counts a message of only %s as blank', async (_name, content) => {
    const res = await raw(
      'POST',
      `${base}/messages`,
      `{"message":{"content":"${content}"}}`,
      fam.token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['Please enter a message']);
  });
});
