import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { DIALECTS } from './test/databases.js';
import { buildTestApp, type TestApp } from './test/helper.js';

const LIMIT = 3;

// The settings an operator writes, read as the server reads them at boot.
const SETTINGS = [
  // The README's nginx on the same machine: one hop.
  { env: 'true', proxy: '127.0.0.1' },
  { env: '1', proxy: '127.0.0.1' },
  { env: '127.0.0.1', proxy: '127.0.0.1' },
  { env: '10.0.0.0/8', proxy: '10.1.2.3' },
];

/** An app with TRUST_PROXY=env, and a failed login from an address through a given header. */
function withTrustProxy(dialect: (typeof DIALECTS)[number], env: string) {
  const state = { t: null as TestApp | null, n: 0 };
  beforeAll(async () => {
    state.t = await buildTestApp(dialect, {
      trustProxy: loadConfig({ TRUST_PROXY: env }).trustProxy,
      rateLimits: {
        loginFailures: { max: LIMIT, windowMs: 60_000 },
        registrations: { max: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => state.t?.close());
  // Each attempt names another email, so that only the per-address count can trip.
  return (from: string, forwardedFor?: string) =>
    state.t!.api.request('POST', '/auth/login', {
      body: { email_address: `someone${(state.n += 1)}@example.org`, password: 'wrong-pw' },
      ip: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
}

describe.each(DIALECTS)('the client address behind a proxy on %s', (dialect) => {
  describe.each(SETTINGS)('with TRUST_PROXY=$env', ({ env, proxy }) => {
    const login = withTrustProxy(dialect, env);

    it('counts the address the proxy saw, whatever the client wrote before it', async () => {
      // nginx's $proxy_add_x_forwarded_for appends the real address to what the client sent.
      for (let i = 0; i < LIMIT; i++) {
        const res = await login(proxy, `198.18.0.${i + 1}, 203.0.113.9`);
        expect(res.statusCode).toBe(401);
      }
      const forged = await login(proxy, '198.18.0.200, 203.0.113.9');
      expect(forged.statusCode).toBe(429);
      // Another client behind the same proxy is counted apart.
      expect((await login(proxy, '203.0.113.10')).statusCode).toBe(401);
    });
  });

  // A hop count cannot tell a proxy from a client that connects directly (the README says to
  // use one only when the proxy is the only way in); a list of proxies can.
  describe.each(['127.0.0.1', '10.0.0.0/8'])('with TRUST_PROXY=%s', (env) => {
    const login = withTrustProxy(dialect, env);

    it('counts a client that reaches the server directly by its own address', async () => {
      const direct = '198.51.100.77';
      for (let i = 0; i < LIMIT; i++) {
        expect((await login(direct, `198.18.1.${i + 1}`)).statusCode).toBe(401);
      }
      expect((await login(direct, '198.18.1.200')).statusCode).toBe(429);
    });
  });
});
