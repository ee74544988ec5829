import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { useTestApp } from '../../test/use-test-app.js';

const LIMIT = 5;
const PASSWORD = 'correct horse';

/** The device cookie a sign-in answered, as the browser would send it back. */
function deviceCookie(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie'] ?? '');
  const match = /^hearth_device=([A-Za-z0-9_-]{43});/.exec(header);
  if (!match) throw new Error(`no device cookie in ${res.statusCode} ${header}`);
  return match[1]!;
}

describe.each(DIALECTS)('known devices on %s', (dialect) => {
  const t = useTestApp(dialect, {
    rateLimits: {
      loginFailures: { max: LIMIT, windowMs: 60_000 },
      registrations: { max: 1000, windowMs: 60_000 },
    },
  });

  const login = (email: string, password: string, ip: string, device?: string) =>
    t.api.request('POST', '/auth/login', {
      body: { email_address: email, password },
      ip,
      headers: device ? { cookie: `theme=dark; hearth_device=${device}` } : {},
    });

  /** Strangers fail on purpose, each from another address, until the account's count is full. */
  async function lockOut(email: string) {
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(email, 'wrong-pw', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, '203.0.113.200')).statusCode).toBe(429);
  }

  it('hands out an HttpOnly, same-site device cookie for the sign-in path, stored hashed', async () => {
    const signUp = await t.api.post('/auth/register', {
      user: {
        email_address: 'cookie@example.org',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    const header = String(signUp.headers['set-cookie']);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/api\/v1\/auth(;|$)/);
    expect(header).toMatch(/; Max-Age=7776000/);
    const token = deviceCookie(signUp);
    const rows = await t.app.ctx.db.selectFrom('known_devices').selectAll().execute();
    expect(rows.map((r) => r.token_hash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(signUp.body).not.toContain(token);
  });

  it('lets the owner in from a known browser, at a new address, while strangers are locked out', async () => {
    await t.api.signUp('owner@example.org', PASSWORD);
    const first = await login('owner@example.org', PASSWORD, '192.0.2.1');
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    await lockOut('owner@example.org');

    const known = await login('owner@example.org', PASSWORD, '203.0.113.7', device);
    expect(known.statusCode).toBe(200);
    // A browser that never signed in here waits for the window like any stranger.
    expect((await login('owner@example.org', PASSWORD, '203.0.113.8')).statusCode).toBe(429);
    // The cookie is renewed at each sign-in; the one it replaces is no longer known.
    const renewed = deviceCookie(known);
    expect(renewed).not.toBe(device);
    expect((await login('owner@example.org', PASSWORD, '203.0.113.7', device)).statusCode).toBe(
      429,
    );
    expect((await login('owner@example.org', PASSWORD, '203.0.113.7', renewed)).statusCode).toBe(
      200,
    );
  });

  it('limits wrong passwords from a known browser on their own', async () => {
    await t.api.signUp('guessed@example.org', PASSWORD);
    const device = deviceCookie(await login('guessed@example.org', PASSWORD, '192.0.2.2'));
    for (let i = 0; i < LIMIT; i++) {
      const res = await login('guessed@example.org', 'wrong-pw', `192.0.2.${100 + i}`, device);
      expect(res.statusCode).toBe(401);
    }
    expect((await login('guessed@example.org', PASSWORD, '192.0.2.2', device)).statusCode).toBe(
      429,
    );
  });

  it('exempts no one with a cookie of another account, an expired one or a made-up one', async () => {
    await t.api.signUp('target@example.org', PASSWORD);
    await t.api.signUp('other@example.org', PASSWORD);
    const others = deviceCookie(await login('other@example.org', PASSWORD, '192.0.2.3'));
    const own = deviceCookie(await login('target@example.org', PASSWORD, '192.0.2.4'));
    await lockOut('target@example.org');
    await t.app.ctx.db
      .updateTable('known_devices')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token_hash', '=', createHash('sha256').update(own).digest('hex'))
      .execute();
    for (const device of [others, own, 'x'.repeat(43), 'not a token']) {
      const res = await login('target@example.org', PASSWORD, '192.0.2.5', device);
      expect(res.statusCode).toBe(429);
    }
  });

  it('remembers at most 20 browsers per account', async () => {
    const { user } = await t.api.signUp('script@example.org', PASSWORD);
    for (let i = 0; i < 21; i++) {
      expect((await login('script@example.org', PASSWORD, '192.0.2.6')).statusCode).toBe(200);
    }
    const rows = await t.app.ctx.db
      .selectFrom('known_devices')
      .select('id')
      .where('account_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(20);
  });
});
