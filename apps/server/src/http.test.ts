import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './plugins/security.js';
import { DIALECTS } from './test/databases.js';
import { buildTestApp, sendMessage, type TestApp } from './test/helper.js';
import { useTestApp } from './test/use-test-app.js';

const INTERNAL = 'Something went wrong on our side. Please try again.';
const SECRETS = ['password_hash', 'token_hash', '$argon2'];

/** An error answer: JSON of our shape, with nothing of the server's insides. */
function expectCleanError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'error_codes', 'errors']);
  expect(body.error).toBeTypeOf('string');
  expect(body.errors).toContain(body.error);
  expect(body.error_codes).toHaveLength(body.errors.length);
  expect(res.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  expect(res.body).not.toMatch(/stack|SQLITE|syntax error|select |insert |relation "|FST_/i);
}

function cspDirectives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = cspDirectives(res);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toBeDefined();
  expect(csp.get('frame-ancestors')).not.toContain('*');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe.each(DIALECTS)('HTTP behaviour on %s', (dialect) => {
  let t: TestApp;
  let fam: Awaited<ReturnType<TestApp['api']['family']>>;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'hearth-dist-'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>Hearth</body></html>',
    );
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log("hearth");');
    t = await buildTestApp(dialect, { webDistDir: distDir });
    fam = await t.api.family('http@example.org', 'Nan', 'Headers chat');
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  describe('malformed JSON', () => {
    it.each([
      ['an unclosed object', '{'],
      ['a missing value', '{"profile":{"nickname":}}'],
      ['single quotes', "{'profile':{'nickname':'x'}}"],
      ['a trailing comma', '{"profile":{"nickname":"x",}}'],
      ['trailing garbage', '{"profile":{"nickname":"x"}} and more'],
      ['a bare word', 'nickname'],
      ['unquoted keys', '{profile:{nickname:"x"}}'],
      ['a lone quote', '"'],
      ['NaN', 'NaN'],
      ['a SQL string', "'); DROP TABLE profiles;--"],
    ])('answers 400 for %s', async (_name, raw) => {
      const res = await t.api.request('POST', '/profiles', { token: fam.token, raw });
      expectCleanError(res, 400);
      expect(res.json()).toMatchObject({
        error: 'The request body is not valid JSON',
        code: 'invalid_json',
      });
    });

    it('answers 400 for malformed JSON on every body-taking endpoint, signed in or not', async () => {
      const p = fam.profile.id;
      const c = fam.conversation.id;
      const paths: ['POST' | 'PATCH', string][] = [
        ['POST', '/auth/register'],
        ['POST', '/auth/login'],
        ['POST', '/profiles'],
        ['PATCH', `/profiles/${p}`],
        ['POST', `/profiles/${p}/conversations`],
        ['POST', `/profiles/${p}/conversations/${c}/messages`],
        ['POST', `/profiles/${p}/conversations/${c}/read`],
        ['POST', '/conversations/join-via-invite'],
      ];
      for (const [method, path] of paths) {
        const res = await t.api.request(method, path, { token: fam.token, raw: '{"a":' });
        expectCleanError(res, 400);
      }
    });
  });

  it('answers 413 for a body over 1 MB, and takes one just under', async () => {
    const over = JSON.stringify({ profile: { nickname: 'x'.repeat(1024 * 1024) } });
    const res = await t.api.request('POST', '/profiles', { token: fam.token, raw: over });
    expectCleanError(res, 413);
    expect(res.json().code).toBe('body_too_large');

    const under = JSON.stringify({ message: { content: 'y'.repeat(1024 * 1024 - 100) } });
    const fits = await t.api.request(
      'POST',
      `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}/messages`,
      { token: fam.token, raw: under },
    );
    // Within the body limit, so it meets the message rule rather than the size limit.
    expectCleanError(fits, 422);
    expect(fits.json().error).toBe('Message must be at most 4000 characters');
  });

  it.each([
    ['application/xml', '<profile><nickname>x</nickname></profile>'],
    ['text/plain', '{"profile":{"nickname":"x"}}'],
    ['application/x-www-form-urlencoded', 'profile[nickname]=x'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    ],
  ])('answers 415 for %s', async (contentType, raw) => {
    const res = await t.api.request('POST', '/profiles', {
      token: fam.token,
      raw,
      headers: { 'content-type': contentType },
    });
    expectCleanError(res, 415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('accepts application/json with a charset', async () => {
    const res = await t.api.request('POST', '/profiles', {
      token: fam.token,
      raw: '{"profile":{"nickname":"Charset"}}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.statusCode).toBe(201);
    await t.api.delete(`/profiles/${res.json().id}`, fam.token);
  });

  it('takes Content-Type: application/json with an empty body on bodiless calls', async () => {
    const json = { 'content-type': 'application/json' };
    const invite = await t.api.request(
      'POST',
      `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}/create_invite`,
      { token: fam.token, headers: json, raw: '' },
    );
    expect(invite.statusCode).toBe(201);
    expect(invite.json().invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const doomed = await t.api.createProfile(fam.token, 'Doomed');
    const deleted = await t.api.request('DELETE', `/profiles/${doomed.id}`, {
      token: fam.token,
      headers: json,
      raw: '',
    });
    expect(deleted.statusCode).toBe(204);

    const list = await t.api.request('GET', '/profiles', { token: fam.token, headers: json });
    expect(list.statusCode).toBe(200);
    const logout = await t.api.signUp('bodiless-logout@example.org');
    const out = await t.api.request('DELETE', '/auth/session', {
      token: logout.access_token,
      headers: json,
      raw: '',
    });
    expect(out.statusCode).toBe(204);
  });

  describe('prototype pollution', () => {
    it.each([
      ['__proto__ at the top', '{"__proto__":{"polluted":true},"profile":{"nickname":"P1"}}'],
      ['__proto__ inside', '{"profile":{"nickname":"P2","__proto__":{"polluted":true}}}'],
      [
        'constructor.prototype',
        '{"profile":{"nickname":"P3","constructor":{"prototype":{"polluted":true}}}}',
      ],
      ['escaped __proto__', '{"\\u005f_proto__":{"polluted":true},"profile":{"nickname":"P4"}}'],
    ])('refuses or neutralises %s', async (_name, raw) => {
      const res = await t.api.request('POST', '/profiles', { token: fam.token, raw });
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode >= 400) expectCleanError(res, res.statusCode);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
      if (res.statusCode === 201) {
        expect(Object.keys(res.json()).sort()).toEqual(['id', 'nickname']);
        await t.api.delete(`/profiles/${res.json().id}`, fam.token);
      }
    });

    it('refuses __proto__ in login and join bodies too', async () => {
      for (const path of ['/auth/login', '/conversations/join-via-invite']) {
        const res = await t.api.request('POST', path, {
          token: fam.token,
          raw: '{"__proto__":{"admin":true},"email_address":"a@b.co","password":"x"}',
        });
        expectCleanError(res, 400);
      }
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });
  });

  it.each([
    ['a number', '5'],
    ['a string', '"profile"'],
    ['true', 'true'],
    ['a deeply nested array', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['a deeply nested object', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
    ['a huge number', '1e999999'],
    ['a huge array', JSON.stringify(Array.from({ length: 50_000 }, (_, i) => i))],
  ])('answers 4xx for JSON that is %s, never 500', async (_name, raw) => {
    const res = await t.api.request('POST', '/profiles', { token: fam.token, raw });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectCleanError(res, res.statusCode);
  });

  it.each([
    ['GET', '/nothing-here'],
    ['GET', '/profiles/x/nothing'],
    ['POST', '/auth/nothing'],
    ['PUT', '/profiles'],
    ['DELETE', '/profiles'],
    ['GET', '/v2/profiles'],
  ] as const)('answers 404 JSON for the unknown route %s %s', async (method, path) => {
    const res = await t.api.request(method, path, { token: fam.token });
    expectCleanError(res, 404);
    expect(res.json().code).toBe('not_found');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 JSON outside /api/v1 too, for /api paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expectCleanError(res, 404);
  });

  describe('headers', () => {
    it('puts security headers and no-store on API answers, successes and errors alike', async () => {
      const responses = [
        await t.api.get('/profiles', fam.token),
        await t.api.get('/profiles'),
        await t.api.get('/health'),
        await t.api.request('POST', '/profiles', { token: fam.token, raw: '{' }),
        await t.api.get('/no-such-route'),
        await t.api.post('/auth/login', { email_address: 'x@y.zz', password: 'wrong-one' }),
      ];
      for (const res of responses) {
        expectSecurityHeaders(res);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('puts security headers on pages and assets, which may be cached', async () => {
      for (const url of ['/', '/conversations', '/join?token=abc', '/assets/app.js']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expectSecurityHeaders(res);
        expect(res.headers['cache-control']).not.toBe('no-store');
      }
      const page = await t.app.inject({ method: 'GET', url: '/join?token=abc' });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Hearth');
      expect(page.headers['cache-control']).toBe('no-cache');
      const landing = await t.app.inject({ method: 'GET', url: '/' });
      expect(landing.body).toContain('Hearth');
      expect(landing.headers['cache-control']).toBe('no-cache');
      const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
    });

    it('answers paths the static file server refuses as not found, in our shape', async () => {
      // A traversal (403 from the file server), a backslash traversal, a NUL in the name (400).
      for (const url of ['/..%2f..%2fetc/passwd', '/assets/..%5c..%5capp.js', '/a%00b']) {
        const res = await t.app.inject({ method: 'GET', url });
        expectCleanError(res, 404);
        expect(res.json()).toEqual({
          error: 'Not found',
          errors: ['Not found'],
          code: 'not_found',
          error_codes: ['messages.notFound'],
        });
        expectSecurityHeaders(res);
      }
    });

    it('carries the one security policy on every kind of answer', async () => {
      const responses = [
        await t.app.inject({ method: 'GET', url: '/' }),
        await t.app.inject({ method: 'GET', url: '/assets/app.js' }),
        await t.api.get('/profiles', fam.token),
        await t.api.get('/profiles'),
        await t.api.get('/no-such-route'),
        await t.api.request('POST', '/profiles', { token: fam.token, raw: '{' }),
        // Refused by the router before any hook runs.
        await t.api.get(`/profiles/${'z'.repeat(500)}`, fam.token),
        await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc/passwd' }),
      ];
      for (const res of responses) {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
          expect(res.headers[name]).toBe(value);
        }
      }
    });

    it('puts security headers on the page answer of an app without a build', async () => {
      const bare = await buildTestApp(dialect, { webDistDir: null });
      try {
        const res = await bare.app.inject({ method: 'GET', url: '/' });
        expect(res.statusCode).toBe(503);
        expectSecurityHeaders(res);
      } finally {
        await bare.close();
      }
    });
  });

  it('never answers password_hash, token_hash or an argon2 hash', async () => {
    const { access_token: token, user } = await t.api.signUp('leak@example.org', 'secret1');
    const profile = await t.api.createProfile(token, 'Leak');
    const conv = await t.api.createConversation(token, profile.id, 'Leak chat');
    const base = `/profiles/${profile.id}/conversations/${conv.id}`;
    const sent = await sendMessage(t.api, token, profile.id, conv.id, 'hello');
    const invite = await t.api.request('POST', `${base}/create_invite`, { token });
    const guest = await t.api.family('leak-guest@example.org', 'Guest');
    const responses = [
      await t.api.post('/auth/login', { email_address: 'leak@example.org', password: 'secret1' }),
      await t.api.post('/auth/login', { email_address: 'leak@example.org', password: 'wrong1' }),
      await t.api.get('/auth/me', token),
      await t.api.get('/profiles', token),
      await t.api.patch(`/profiles/${profile.id}`, { profile: { nickname: 'Leak2' } }, token),
      await t.api.get(`/profiles/${profile.id}/conversations`, token),
      await t.api.get(base, token),
      sent,
      invite,
      await t.api.post(`${base}/read`, { message_id: sent.json().id }, token),
      await t.api.post(
        '/conversations/join-via-invite',
        { token: invite.json().invite.token, profile_id: guest.profile.id },
        guest.token,
      ),
      await t.api.post('/auth/register', {
        user: {
          email_address: 'leak@example.org',
          password: 'secret1',
          password_confirmation: 'secret1',
        },
      }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([
      200, 401, 200, 200, 200, 200, 200, 201, 201, 200, 200, 422,
    ]);
    for (const res of responses) {
      for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    }
    expect(JSON.stringify(responses.map((r) => r.json()))).toContain(user.id);
  });
});

describe.each(DIALECTS)('database failure on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  let profileId: string;
  beforeAll(async () => {
    const fam = await t.api.family('dbdown@example.org');
    token = fam.token;
    profileId = fam.profile.id;
    await t.app.ctx.db.destroy();
  });

  it.each([
    ['GET', '/profiles', undefined],
    ['POST', '/profiles', { profile: { nickname: 'x' } }],
    ['GET', '/health', undefined],
    ['POST', '/auth/login', { email_address: 'dbdown@example.org', password: 'correct horse' }],
    [
      'POST',
      '/auth/register',
      {
        user: {
          email_address: 'n@example.org',
          password: 'secret1',
          password_confirmation: 'secret1',
        },
      },
    ],
    ['GET', '/profiles/:p/conversations', undefined],
  ] as const)('answers 500 with no internal detail for %s %s', async (method, path, body) => {
    const res = await t.api.request(method, path.replace(':p', profileId), { token, body });
    expectCleanError(res, 500);
    expect(res.json()).toEqual({
      error: INTERNAL,
      errors: [INTERNAL],
      code: 'internal',
      error_codes: ['messages.internal'],
    });
    expect(res.body).not.toMatch(/destroyed|driver|kysely|pool|sqlite|postgres/i);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res);
  });
});
