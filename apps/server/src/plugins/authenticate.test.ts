import { describe, expect, it } from 'vitest';
import { CHILD_MESSAGES } from '@hearth/shared';
import { familyWithChild } from '../test/children.js';
import { DIALECTS } from '../test/databases.js';
import { SESSIONLESS_API_ROUTES } from '../test/sessionless-routes.js';
import { useTestApp } from '../test/use-test-app.js';

/** The API routes that declare `config: { public: ... }`: every other one needs a session. */
const PUBLIC = new Set([
  ...SESSIONLESS_API_ROUTES,
  // Signed out is fine here ('optional'); a token given must be live.
  'POST /api/v1/conversations/invite-preview',
]);

describe.each(DIALECTS)('one session hook for the API on %s', (dialect) => {
  const t = useTestApp(dialect);
  const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '0190a6f0-0000-7000-8000-000000000000');

  it('answers 401 on every API route without a session, except the public ones', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/v1') && r.method !== 'OPTIONS',
    );
    const open: string[] = [];
    for (const { method, url } of routes) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: fill(url),
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'HEAD' ? undefined : '{}',
      });
      if (res.statusCode !== 401) open.push(`${method} ${url}`);
    }
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it('refuses a token that is not live, even where signing in is optional', async () => {
    const bad = { authorization: `Bearer ${'x'.repeat(40)}` };
    for (const url of ['/api/v1/profiles', '/api/v1/conversations/invite-preview']) {
      const res = await t.app.inject({ method: 'POST', url, headers: bad, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
    const signedOut = await t.api.post('/conversations/invite-preview', { token: 'nope' });
    expect(signedOut.statusCode).not.toBe(401);
  });

  it('refuses a revoked session on the send route as on every other', async () => {
    const fam = await t.api.family('revoked-send@example.org');
    const path = `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}/messages`;
    const body = { message: { content: 'hi' } };
    expect((await t.api.post(path, body, fam.token)).statusCode).toBe(201);
    expect((await t.api.delete('/auth/session', fam.token)).statusCode).toBe(204);
    expect((await t.api.post(path, body, fam.token)).statusCode).toBe(401);
    expect((await t.api.post(path, {}, fam.token)).statusCode).toBe(401);
  });

  it('keeps a child session to its routes; the send answers another profile with 404', async () => {
    const fam = await familyWithChild(t.api, 'hook-child@example.org');
    const parents = await t.api.get(`/profiles/${fam.profile.id}/conversations`, fam.childToken);
    expect(parents.statusCode).toBe(403);
    expect(parents.json().error).toBe(CHILD_MESSAGES.notAllowed);
    const path = `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}/messages`;
    const asParent = await t.api.post(path, { message: { content: 'as Nana' } }, fam.childToken);
    expect(asParent.statusCode).toBe(404);
    expect((await t.api.post(path, {}, fam.childToken)).statusCode).toBe(422);
  });
});
