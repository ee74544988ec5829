import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('auth on %s', (dialect) => {
  const t = useTestApp(dialect, {
    rateLimits: {
      loginFailures: { max: 3, windowMs: 60_000 },
      registrations: { max: 1000, windowMs: 60_000 },
    },
  });

  const register = (user: unknown) => t.api.post('/auth/register', { user });

  it('registers, answering a token and the user without a profile', async () => {
    const res = await register({
      email_address: 'Ann@Example.org',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'user']);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(String),
      email_address: 'ann@example.org',
      profile: null,
    });
  });

  it('refuses a taken email whatever its case', async () => {
    const res = await register({
      email_address: 'ANN@example.org',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'Email address has already been taken' });
  });

  it.each([
    [
      { email_address: 'b@example.org', password: 'secret1', password_confirmation: 'secret2' },
      'Passwords do not match',
    ],
    [
      { email_address: 'b@example.org', password: 'five5', password_confirmation: 'five5' },
      'Password must be at least 6 characters',
    ],
    [
      { email_address: 'not-an-email', password: 'secret1', password_confirmation: 'secret1' },
      'Please enter a valid email address',
    ],
    [
      {
        email_address: 'b@example.org',
        password: 'x'.repeat(257),
        password_confirmation: 'x'.repeat(257),
      },
      'Password must be at most 256 characters',
    ],
    [
      { email_address: ['b@example.org'], password: 'secret1', password_confirmation: 'secret1' },
      'Please enter a valid email address',
    ],
    [
      { email_address: 'b@example.org', password: 123456, password_confirmation: 123456 },
      'Please enter a password',
    ],
    [null, 'Please enter a valid email address'],
    ['text', 'Please enter a valid email address'],
  ])('refuses bad sign-up %#', async (user, message) => {
    const res = await register(user);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContain(message);
    expect(res.json().error).toBeTypeOf('string');
  });

  it('refuses a body without the user wrapper', async () => {
    const res = await t.api.post('/auth/register', {
      email_address: 'c@example.org',
      password: 'secret1',
    });
    expect(res.statusCode).toBe(422);
  });

  it('ignores fields a client may not set', async () => {
    const res = await register({
      id: 'chosen-id',
      created_at: '2000-01-01',
      password_hash: 'x',
      email_address: 'mass@example.org',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.id).not.toBe('chosen-id');
    const login = await t.api.post('/auth/login', {
      email_address: 'mass@example.org',
      password: 'secret1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores passwords as argon2id at OWASP parameters and tokens only as hashes', async () => {
    const { access_token } = await t.api.signUp('hash@example.org', 'secret1');
    const account = await t.app.ctx.db
      .selectFrom('accounts')
      .selectAll()
      .where('email_address', '=', 'hash@example.org')
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const tokens = await t.app.ctx.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('account_id', '=', account.id)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).toBe(createHash('sha256').update(access_token).digest('hex'));
    expect(JSON.stringify(tokens)).not.toContain(access_token);
  });

  it('logs in with the first profile, case-insensitively', async () => {
    const { access_token } = await t.api.signUp('login@example.org', 'secret1');
    const first = await t.api.createProfile(access_token, 'Mum');
    await t.api.createProfile(access_token, 'Kid');
    const res = await t.api.post('/auth/login', {
      email_address: 'LOGIN@example.org',
      password: 'secret1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: expect.any(String),
      email_address: 'login@example.org',
      profile: first,
    });
    expect(res.json().access_token).not.toBe(access_token);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await t.api.post('/auth/login', {
      email_address: 'login@example.org',
      password: 'nope-nope',
    });
    const unknown = await t.api.post('/auth/login', {
      email_address: 'nobody@example.org',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error).toBe('Invalid email or password');
  });

  it('rate limits failed logins per email with Retry-After', async () => {
    await t.api.signUp('limited@example.org', 'secret1');
    // Each attempt from another address, so that only the per-email count can trip.
    const attempt = (password: string, ip: string) =>
      t.api.request('POST', '/auth/login', {
        body: { email_address: 'limited@example.org', password },
        ip,
      });
    for (let i = 0; i < 3; i++)
      expect((await attempt('wrong-pw', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const blocked = await attempt('secret1', '192.0.2.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('rate_limited');
  });

  it('rate limits failed logins per client address', async () => {
    const attempt = (email: string) =>
      t.api.request('POST', '/auth/login', {
        body: { email_address: email, password: 'wrong-pw' },
        ip: '198.51.100.7',
      });
    for (let i = 0; i < 3; i++)
      expect((await attempt(`someone${i}@example.org`)).statusCode).toBe(401);
    expect((await attempt('another@example.org')).statusCode).toBe(429);
  });

  it('returns the user from /auth/me and revokes the token on logout', async () => {
    const { access_token, user } = await t.api.signUp('logout@example.org');
    const me = await t.api.get('/auth/me', access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user });
    const out = await t.api.delete('/auth/session', access_token);
    expect(out.statusCode).toBe(204);
    expect((await t.api.get('/auth/me', access_token)).statusCode).toBe(401);
    expect((await t.api.get('/profiles', access_token)).statusCode).toBe(401);
  });

  it('refuses expired, malformed and missing tokens', async () => {
    const { access_token, user } = await t.api.signUp('expired@example.org');
    await t.app.ctx.db
      .updateTable('access_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('account_id', '=', user.id)
      .execute();
    expect((await t.api.get('/profiles', access_token)).statusCode).toBe(401);
    expect((await t.api.get('/profiles')).statusCode).toBe(401);
    expect(
      (await t.api.request('GET', '/profiles', { headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.api.get('/profiles', 'x'.repeat(5000))).statusCode).toBe(401);
  });
});
