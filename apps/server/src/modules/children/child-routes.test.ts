import { randomUUID } from 'node:crypto';
import { CHILD_MESSAGES, SETTINGS_MESSAGES } from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { CHILD_SESSION_ROUTES } from '../access/access.policy.js';
import { SESSIONLESS_API_ROUTES } from '../../test/sessionless-routes.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';

/** Routes that take no session at all: a child's token on them acts as nobody. */
const NO_SESSION = new Set([
  'GET /health',
  'HEAD /health',
  'GET /ready',
  'HEAD /ready',
  ...SESSIONLESS_API_ROUTES,
]);

/** Routes a child session reaches, whose service refuses it with its own sentence. */
const REFUSED_BY_SERVICE = new Map([
  ['PATCH /api/v1/profiles/:profileId/settings', SETTINGS_MESSAGES.familyOnly],
]);

describe.each(DIALECTS)('every endpoint with a child session on %s', (dialect) => {
  const t = useTestApp(dialect);
  let fam: Awaited<ReturnType<typeof familyWithChild>>;
  let messageId: string;
  let childMessageId: string;
  beforeAll(async () => {
    fam = await familyWithChild(t.api, 'matrix@example.org');
    await inviteInto(
      t.api,
      { token: fam.token, profileId: fam.profile.id, conversationId: fam.conversation.id },
      { token: fam.token, profileId: fam.child.id },
    );
    const sent = await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'hi');
    messageId = sent.json().id;
    // The change routes are tried on the child's own last message: the one it may change.
    const own = await sendMessage(t.api, fam.childToken, fam.child.id, fam.conversation.id, 'x');
    childMessageId = own.json().id;
  });

  /** Each route's parameters, filled with the child's own ids where it has some. */
  function pathOf(method: string, url: string): string {
    const conversationRoute = url.includes('/conversations/:id');
    const change = url.endsWith('/messages/:messageId') && ['PATCH', 'DELETE'].includes(method);
    return url
      .replace(':profileId', fam.child.id)
      .replace(':childId', fam.child.id)
      .replace(':messageId', change ? childMessageId : messageId)
      .replace(':id', conversationRoute ? fam.conversation.id : fam.child.id)
      .replace(/:[A-Za-z]+/g, randomUUID())
      .replace(/\*$/, 'some/page');
  }

  it('refuses with 403 everything a child may not do, and allows the rest', async () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(20);
    const refused: string[] = [];
    const allowed: string[] = [];
    const open: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const res = await t.app.inject({
        method: method as 'GET',
        url: pathOf(method, url),
        headers: { authorization: `Bearer ${fam.childToken}`, 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'HEAD' ? undefined : '{}',
      });
      expect(res.statusCode, key).toBeLessThan(500);
      if (NO_SESSION.has(key) || !url.startsWith('/api/v1')) open.push(key);
      else if (REFUSED_BY_SERVICE.has(key)) {
        expect(res.statusCode, key).toBe(403);
        expect(res.json().error, key).toBe(REFUSED_BY_SERVICE.get(key));
        allowed.push(key);
      } else if (CHILD_SESSION_ROUTES.has(key)) {
        expect(res.statusCode, key).not.toBe(403);
        allowed.push(key);
      } else {
        expect(res.statusCode, key).toBe(403);
        if (method !== 'HEAD') {
          expect(res.json().error, key).toBe(CHILD_MESSAGES.notAllowed);
        }
        refused.push(key);
      }
    }
    // Every allowed route exists, so the list cannot drift from the routes it names.
    expect(allowed.sort()).toEqual([...CHILD_SESSION_ROUTES.keys()].sort());
    // The routes without a session are exactly the known ones (plus the web app's pages).
    expect(
      open
        .filter((k) => k.includes('/api/v1') || k.endsWith('/health') || k.endsWith('/ready'))
        .sort(),
    ).toEqual([...NO_SESSION].sort());
    for (const must of [
      'POST /api/v1/profiles',
      'PATCH /api/v1/profiles/:id',
      'DELETE /api/v1/profiles/:id',
      'POST /api/v1/profiles/:profileId/conversations',
      'POST /api/v1/profiles/:profileId/conversations/:id/create_invite',
      'POST /api/v1/conversations/join-via-invite',
      'POST /api/v1/conversations/invite-preview',
      'DELETE /api/v1/auth/session',
      'PUT /api/v1/account/pin',
      'POST /api/v1/profiles/:childId/kid_session',
      'POST /api/v1/profiles/:profileId/device_links',
      'GET /api/v1/profiles/:childId/approvals',
      'PUT /api/v1/profiles/:childId/quiet_hours',
      'GET /api/v1/profiles/:childId/reports',
      'GET /api/v1/profiles/:childId/activity',
    ]) {
      expect(refused).toContain(must);
    }
  });

  it('sends, reads and marks read in its own conversation', async () => {
    const base = `/profiles/${fam.child.id}/conversations/${fam.conversation.id}`;
    const sent = await sendMessage(t.api, fam.childToken, fam.child.id, fam.conversation.id, 'me!');
    expect(sent.statusCode).toBe(201);
    const detail = await t.api.get(base, fam.childToken);
    expect(detail.json().paused).toBe(false);
    // The child's 'x' was deleted by the route table above.
    const shown = detail.json().messages as { content: string; deleted: boolean }[];
    expect(shown.map((m) => [m.content, m.deleted])).toEqual([
      ['hi', false],
      ['', true],
      ['me!', false],
    ]);
    const read = await t.api.post(`${base}/read`, { message_id: messageId }, fam.childToken);
    expect(read.statusCode).toBe(200);
  });
});
