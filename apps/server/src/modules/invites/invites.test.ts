import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { buildTestApp, named, sendMessage } from '../../test/helper.js';
import { useTestApp } from '../../test/use-test-app.js';

const HOUR_MS = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(DIALECTS)('invites on %s', (dialect) => {
  const t = useTestApp(dialect);
  let seq = 0;

  const family = (nickname = 'Host', title = 'Invite chat') =>
    t.api.family(`invites-${++seq}@example.org`, nickname, title);
  /** The way the specification's client calls it: JSON content type, no body at all. */
  const createInvite = (token: string, profileId: string, conversationId: string) =>
    t.api.request('POST', `/profiles/${profileId}/conversations/${conversationId}/create_invite`, {
      token,
      headers: { 'content-type': 'application/json' },
    });
  const join = (token: string, body: unknown) =>
    t.api.post('/conversations/join-via-invite', body, token);
  async function person(nickname: string) {
    const { access_token: token, user } = await t.api.signUp(`person-${++seq}@example.org`);
    const profile = await t.api.createProfile(token, nickname);
    return { token, user, profile };
  }
  async function newInvite(host: Awaited<ReturnType<typeof family>>) {
    const res = await createInvite(host.token, host.profile.id, host.conversation.id);
    expect(res.statusCode).toBe(201);
    return res.json().invite.token as string;
  }
  const expire = (token: string) =>
    t.app.ctx.db
      .updateTable('invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute();

  it('lets a participant create an invite: 201 with a long base64url token and expiry', async () => {
    const host = await family();
    const started = Date.now();
    const res = await createInvite(host.token, host.profile.id, host.conversation.id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['invite']);
    expect(Object.keys(body.invite).sort()).toEqual(['expires_at', 'token']);
    const token = body.invite.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(token).toHaveLength(43);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const expires = Date.parse(body.invite.expires_at as string);
    expect(expires).toBeGreaterThanOrEqual(started + 168 * HOUR_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 168 * HOUR_MS + 1000);
    // Each invite is new.
    expect(await newInvite(host)).not.toBe(token);
  });

  it('also accepts the call without any content type', async () => {
    const host = await family();
    const res = await t.api.request(
      'POST',
      `/profiles/${host.profile.id}/conversations/${host.conversation.id}/create_invite`,
      { token: host.token },
    );
    expect(res.statusCode).toBe(201);
  });

  it('stores the token only as its sha256 hash', async () => {
    const host = await family();
    const token = await newInvite(host);
    const rows = await t.app.ctx.db
      .selectFrom('invites')
      .selectAll()
      .where('conversation_id', '=', host.conversation.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const all = await t.app.ctx.db.selectFrom('invites').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it('answers 404 to a non-participant, of this account or another', async () => {
    const host = await family('Host', 'Secret title');
    const sibling = await t.api.createProfile(host.token, 'Sibling');
    const same = await createInvite(host.token, sibling.id, host.conversation.id);
    expect(same.statusCode).toBe(404);
    const stranger = await person('Stranger');
    for (const profileId of [stranger.profile.id, host.profile.id]) {
      const res = await createInvite(stranger.token, profileId, host.conversation.id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret title');
    }
    const rows = await t.app.ctx.db
      .selectFrom('invites')
      .select('id')
      .where('conversation_id', '=', host.conversation.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('joins: answers {id, title, participants} and the conversation appears for the joiner', async () => {
    const host = await family('Host', 'Welcome chat');
    await sendMessage(t.api, host.token, host.profile.id, host.conversation.id, 'before you came');
    const token = await newInvite(host);
    const guest = await person('Guest');
    const res = await join(guest.token, { token, profile_id: guest.profile.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: host.conversation.id,
      title: 'Welcome chat',
      participants: [named(host.profile), named(guest.profile)],
    });
    const list = (
      await t.api.get(`/profiles/${guest.profile.id}/conversations`, guest.token)
    ).json();
    expect(list.map((c: { id: string }) => c.id)).toEqual([host.conversation.id]);
    const detail = await t.api.get(
      `/profiles/${guest.profile.id}/conversations/${host.conversation.id}`,
      guest.token,
    );
    expect(detail.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'before you came',
    ]);
    // The guest can now write there, and invite others in turn.
    const sent = await sendMessage(
      t.api,
      guest.token,
      guest.profile.id,
      host.conversation.id,
      'hi',
    );
    expect(sent.statusCode).toBe(201);
    expect(
      (await createInvite(guest.token, guest.profile.id, host.conversation.id)).statusCode,
    ).toBe(201);
  });

  it('is reusable by several accounts and profiles until it expires', async () => {
    const host = await family();
    const token = await newInvite(host);
    const people = [await person('A'), await person('B'), await person('C')];
    for (const p of people) {
      expect((await join(p.token, { token, profile_id: p.profile.id })).statusCode).toBe(200);
    }
    const second = await t.api.createProfile(people[0]!.token, 'A2');
    const again = await join(people[0]!.token, { token, profile_id: second.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().participants).toEqual(
      [host.profile, ...people.map((p) => p.profile), second].map(named),
    );
  });

  it('stops the invites of a profile once it is deleted: 404, and the others still work', async () => {
    const host = await family();
    const gone = await t.api.createProfile(host.token, 'Leaving');
    await join(host.token, { token: await newInvite(host), profile_id: gone.id });
    const res = await createInvite(host.token, gone.id, host.conversation.id);
    expect(res.statusCode).toBe(201);
    const goneToken = res.json().invite.token as string;
    const hostToken = await newInvite(host);
    expect(
      (await t.api.request('DELETE', `/profiles/${gone.id}`, { token: host.token })).statusCode,
    ).toBe(204);

    const guest = await person('Late guest');
    const refused = await join(guest.token, { token: goneToken, profile_id: guest.profile.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBeTypeOf('string');
    expect(
      (await join(guest.token, { token: hostToken, profile_id: guest.profile.id })).statusCode,
    ).toBe(200);
  });

  it('trims whitespace around a pasted token', async () => {
    const host = await family();
    const token = await newInvite(host);
    const guest = await person('Paster');
    expect(
      (await join(guest.token, { token: ` ${token}\n`, profile_id: guest.profile.id })).statusCode,
    ).toBe(200);
  });

  it('answers 410 This invite link has expired', async () => {
    const host = await family();
    const token = await newInvite(host);
    await expire(token);
    const guest = await person('Late');
    const res = await join(guest.token, { token, profile_id: guest.profile.id });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({
      error: 'This invite link has expired',
      errors: ['This invite link has expired'],
      code: 'gone',
      error_codes: ['messages.inviteExpired'],
    });
    const list = await t.api.get(`/profiles/${guest.profile.id}/conversations`, guest.token);
    expect(list.json()).toEqual([]);
  });

  it('expires after INVITE_TTL_HOURS', async () => {
    const short = await buildTestApp(dialect, { inviteTtlHours: 0.0001 });
    try {
      const host = await short.api.family('ttl@example.org');
      const created = await short.api.request(
        'POST',
        `/profiles/${host.profile.id}/conversations/${host.conversation.id}/create_invite`,
        { token: host.token },
      );
      const { token, expires_at } = created.json().invite;
      expect(Date.parse(expires_at as string) - Date.now()).toBeLessThanOrEqual(360);
      const { access_token: guestToken } = await short.api.signUp('ttl-guest@example.org');
      const guest = await short.api.createProfile(guestToken, 'Slow');
      await sleep(500);
      const res = await short.api.post(
        '/conversations/join-via-invite',
        { token, profile_id: guest.id },
        guestToken,
      );
      expect(res.statusCode).toBe(410);
      expect(res.json().error).toBe('This invite link has expired');
    } finally {
      await short.close();
    }
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['garbage', 'not a token at all'],
    ['sql', "' OR '1'='1"],
    ['unicode', '👋\u202Eשלום'],
    ['a very long token', 'x'.repeat(5000)],
    ['a sha256 of nothing', sha256('')],
  ])('answers 404 Invalid invite link for %s', async (_name, token) => {
    const guest = await person('Lost');
    const res = await join(guest.token, { token, profile_id: guest.profile.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Invalid invite link',
      errors: ['Invalid invite link'],
      code: 'not_found',
      error_codes: ['messages.inviteInvalid'],
    });
  });

  it('does not accept the stored hash in place of the token', async () => {
    const host = await family();
    const token = await newInvite(host);
    const guest = await person('Hasher');
    const res = await join(guest.token, { token: sha256(token), profile_id: guest.profile.id });
    expect(res.statusCode).toBe(404);
  });

  it('answers 422 when the profile already takes part', async () => {
    const host = await family();
    const token = await newInvite(host);
    const res = await join(host.token, { token, profile_id: host.profile.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'You are already a participant in this conversation',
      errors: ['You are already a participant in this conversation'],
      code: 'conflict',
      error_codes: ['messages.alreadyParticipant'],
    });
    const guest = await person('Twice');
    expect((await join(guest.token, { token, profile_id: guest.profile.id })).statusCode).toBe(200);
    expect((await join(guest.token, { token, profile_id: guest.profile.id })).statusCode).toBe(422);
  });

  it('lets one of several concurrent joins of the same profile in, the others get 422', async () => {
    const host = await family();
    const token = await newInvite(host);
    const guest = await person('Eager');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => join(guest.token, { token, profile_id: guest.profile.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    const rows = await t.app.ctx.db
      .selectFrom('participants')
      .select('profile_id')
      .where('conversation_id', '=', host.conversation.id)
      .execute();
    expect(rows.map((r) => r.profile_id).sort()).toEqual(
      [host.profile.id, guest.profile.id].sort(),
    );
  });

  it("answers 403 for another account's profile or a deleted one", async () => {
    const host = await family();
    const token = await newInvite(host);
    const guest = await person('Guest');
    const other = await person('Other');
    const forbidden = {
      error: 'Profile not found or not accessible',
      errors: ['Profile not found or not accessible'],
      code: 'forbidden',
      error_codes: ['messages.profileNotAccessible'],
    };
    const foreign = await join(guest.token, { token, profile_id: other.profile.id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(forbidden);

    const gone = await t.api.createProfile(guest.token, 'Gone');
    await t.api.delete(`/profiles/${gone.id}`, guest.token);
    const deleted = await join(guest.token, { token, profile_id: gone.id });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual(forbidden);

    for (const profileId of ['01890000-0000-7000-8000-000000000000', 'nope', 'p'.repeat(500)]) {
      const res = await join(guest.token, { token, profile_id: profileId });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const participants = await t.app.ctx.db
      .selectFrom('participants')
      .select('profile_id')
      .where('conversation_id', '=', host.conversation.id)
      .execute();
    expect(participants.map((p) => p.profile_id)).toEqual([host.profile.id]);
  });

  it.each([
    ['no token', (p: string) => ({ profile_id: p })],
    ['an empty token', (p: string) => ({ token: '', profile_id: p })],
    ['a blank token', (p: string) => ({ token: '   ', profile_id: p })],
    ['a null token', (p: string) => ({ token: null, profile_id: p })],
    ['a number token', (p: string) => ({ token: 12345, profile_id: p })],
    ['an array token', (p: string) => ({ token: ['abc'], profile_id: p })],
    ['an empty body', () => ({})],
    ['a null body', () => null],
  ])('answers 422 Invalid invite link - missing token for %s', async (_name, body) => {
    const guest = await person('NoToken');
    const res = await join(guest.token, body(guest.profile.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Invalid invite link - missing token');
  });

  it('answers 422 when the profile id is missing, and 401 without a session', async () => {
    const host = await family();
    const token = await newInvite(host);
    const guest = await person('NoProfile');
    const res = await join(guest.token, { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Please choose a profile');
    const anon = await t.api.post('/conversations/join-via-invite', {
      token,
      profile_id: guest.profile.id,
    });
    expect(anon.statusCode).toBe(401);
  });

  describe('status precedence', () => {
    it('checks the caller, then the token, then its expiry, then membership', async () => {
      const host = await family();
      const valid = await newInvite(host);
      const expired = await newInvite(host);
      await expire(expired);
      const guest = await person('Order');
      const stranger = await person('Stranger');
      const unknown = 'B'.repeat(43);
      const asGuest = guest.token;
      const asHost = host.token;
      const cases: [string, unknown, number][] = [
        // A missing token is refused before anything is looked up.
        [asGuest, { profile_id: stranger.profile.id }, 422],
        // Someone else's profile is refused whatever the token: nothing about the invite leaks.
        [asGuest, { token: unknown, profile_id: stranger.profile.id }, 403],
        [asGuest, { token: expired, profile_id: stranger.profile.id }, 403],
        [asGuest, { token: valid, profile_id: host.profile.id }, 403],
        // With one's own profile: unknown, then expired, then already a participant.
        [asGuest, { token: unknown, profile_id: guest.profile.id }, 404],
        [asGuest, { token: expired, profile_id: guest.profile.id }, 410],
        [asHost, { token: unknown, profile_id: host.profile.id }, 404],
        [asHost, { token: expired, profile_id: host.profile.id }, 410],
        [asHost, { token: valid, profile_id: host.profile.id }, 422],
      ];
      const statuses = [];
      for (const [caller, body] of cases) statuses.push((await join(caller, body)).statusCode);
      expect(statuses).toEqual(cases.map(([, , status]) => status));
      // None of the refusals let the guest in.
      const list = await t.api.get(`/profiles/${guest.profile.id}/conversations`, guest.token);
      expect(list.json()).toEqual([]);
    });
  });
});
