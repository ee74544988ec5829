import { describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES, type InviteSummary } from '@hearth/shared';
import { newId } from '../../lib/ids.js';
import { DIALECTS } from '../../test/databases.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('invite link settings on %s', (dialect) => {
  const t = useTestApp(dialect, { inviteTtlHours: 72 });

  const base = (f: { profile: { id: string }; conversation: { id: string } }) =>
    `/profiles/${f.profile.id}/conversations/${f.conversation.id}`;
  const hoursFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;

  async function joiner(tag: string) {
    const account = await t.api.signUp(`${tag}@example.org`);
    const profile = await t.api.createProfile(account.access_token, tag);
    return (token: string) =>
      t.api.post(
        '/conversations/join-via-invite',
        { token, profile_id: profile.id },
        account.access_token,
      );
  }

  it('takes an expiry of 1, 24 or 168 hours, the configured one by default', async () => {
    const gran = await t.api.family('gran-expiry@example.org');
    const made = await t.api.post(`${base(gran)}/create_invite`, undefined, gran.token);
    expect(hoursFromNow(made.json().invite.expires_at)).toBeCloseTo(72, 1);
    for (const hours of [1, 24, 168]) {
      const res = await t.api.post(
        `${base(gran)}/create_invite`,
        { invite: { expires_in_hours: hours } },
        gran.token,
      );
      expect(res.statusCode).toBe(201);
      expect(hoursFromNow(res.json().invite.expires_at)).toBeCloseTo(hours, 1);
    }
    for (const invite of [{ expires_in_hours: 2 }, { max_uses: 3 }, { max_uses: 0 }]) {
      const res = await t.api.post(`${base(gran)}/create_invite`, { invite }, gran.token);
      expect(res.statusCode).toBe(422);
      expect([FAMILY_MESSAGES.inviteExpiryChoice, FAMILY_MESSAGES.inviteUsesChoice]).toContain(
        res.json().error,
      );
    }
  });

  it('lists the live links with their creator and uses, and revokes one (404 after)', async () => {
    const gran = await t.api.family('gran-list@example.org', 'Grandma');
    const one = await t.api.post(
      `${base(gran)}/create_invite`,
      { invite: { max_uses: 1 } },
      gran.token,
    );
    const five = await t.api.post(
      `${base(gran)}/create_invite`,
      { invite: { max_uses: 5, expires_in_hours: 1 } },
      gran.token,
    );
    const join = await joiner('list-joiner');
    expect((await join(one.json().invite.token)).statusCode).toBe(200);

    const list = await t.api.get(`${base(gran)}/invites`, gran.token);
    expect(list.statusCode).toBe(200);
    const invites = list.json<InviteSummary[]>();
    // The used-up link is no longer live.
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({
      created_by: { id: gran.profile.id, nickname: 'Grandma' },
      max_uses: 5,
      uses: 0,
    });
    expect(Object.keys(invites[0]!).sort()).toEqual(
      ['created_at', 'created_by', 'expires_at', 'id', 'max_uses', 'uses'].sort(),
    );

    const used = await (await joiner('list-late'))(one.json().invite.token);
    expect(used.statusCode).toBe(410);
    expect(used.json().error).toBe('This invite link has been used up');

    const stranger = await t.api.family('stranger-list@example.org');
    const peek = await t.api.get(
      `/profiles/${stranger.profile.id}/conversations/${gran.conversation.id}/invites`,
      stranger.token,
    );
    expect(peek.statusCode).toBe(404);
    const path = `${base(gran)}/invites/${invites[0]!.id}`;
    const theirs = await t.api.delete(
      `/profiles/${stranger.profile.id}/conversations/${gran.conversation.id}/invites/${invites[0]!.id}`,
      stranger.token,
    );
    expect(theirs.statusCode).toBe(404);
    expect((await t.api.delete(path, gran.token)).statusCode).toBe(204);
    expect((await t.api.delete(path, gran.token)).statusCode).toBe(404);
    expect((await t.api.delete(`${base(gran)}/invites/${newId()}`, gran.token)).statusCode).toBe(
      404,
    );
    const revoked = await (await joiner('list-revoked'))(five.json().invite.token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().error).toBe('Invalid invite link');
    expect((await t.api.get(`${base(gran)}/invites`, gran.token)).json()).toEqual([]);
  });

  it('holds a use limit under concurrent joins', async () => {
    const gran = await t.api.family('gran-race@example.org');
    for (const maxUses of [1, 5]) {
      const made = await t.api.post(
        `${base(gran)}/create_invite`,
        { invite: { max_uses: maxUses } },
        gran.token,
      );
      const joins = await Promise.all(
        Array.from({ length: 12 }, (_, i) => joiner(`race-${maxUses}-${i}`)),
      );
      const results = await Promise.all(joins.map((join) => join(made.json().invite.token)));
      const codes = results.map((res) => res.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(maxUses);
      expect(codes.filter((c) => c === 410)).toHaveLength(12 - maxUses);
      // Used up, not expired: the answer says which.
      const refused = results
        .filter((res) => res.statusCode === 410)
        .map((res) => res.json().error);
      expect(new Set(refused)).toEqual(new Set(['This invite link has been used up']));
    }
    const people = await t.api.get(base(gran), gran.token);
    expect(people.json().participants).toHaveLength(1 + 1 + 5);
  });

  it('an unlimited link keeps letting people in, and counts them', async () => {
    const gran = await t.api.family('gran-unlimited@example.org');
    const made = await t.api.post(
      `${base(gran)}/create_invite`,
      { invite: { max_uses: null } },
      gran.token,
    );
    for (let i = 0; i < 6; i++) {
      expect((await (await joiner(`open-${i}`))(made.json().invite.token)).statusCode).toBe(200);
    }
    const [invite] = (await t.api.get(`${base(gran)}/invites`, gran.token)).json<InviteSummary[]>();
    expect(invite).toMatchObject({ max_uses: null, uses: 6 });
  });

  it('keeps invite pages out of search engines and their tokens out of referrers', async () => {
    for (const url of ['/join?token=abc', '/join/123?token=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });
});
