import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { useTestApp } from '../../test/use-test-app.js';
import { actingParticipant, liveSessionAccount } from './access.policy.js';
import { findParticipation, principalForTokenHash } from './access.service.js';

/**
 * Each rule of the access policy, case by case: through the policy's query itself, through the
 * service every route uses, and through one route, so that the three can never disagree.
 */
describe.each(DIALECTS)('the access policy on %s', (dialect) => {
  const t = useTestApp(dialect);
  const fx = {} as {
    me: string;
    live: string;
    expired: string;
    revoked: string;
    other: string;
    otherToken: string;
    conversation: string;
    participant: string;
    outsider: string;
    deleted: string;
    stale: string;
    otherProfile: string;
  };

  const login = async () => {
    const res = await t.api.post('/auth/login', {
      email_address: 'me@example.org',
      password: 'correct horse',
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ access_token: string }>().access_token;
  };
  const join = async (token: string, profileId: string) => {
    const invite = await t.api.post(
      `/profiles/${fx.participant}/conversations/${fx.conversation}/create_invite`,
      undefined,
      fx.live,
    );
    const res = await t.api.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: profileId },
      token,
    );
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    const me = await t.api.family('me@example.org', 'Mum', 'Home');
    Object.assign(fx, {
      me: me.user.id,
      live: me.token,
      conversation: me.conversation.id,
      participant: me.profile.id,
    });

    // Three more sessions of the same account: one that ran out, one signed out.
    fx.expired = await login();
    await t.app.ctx.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('token_hash', '=', hashToken(fx.expired))
      .execute();
    fx.revoked = await login();
    expect((await t.api.delete('/auth/session', fx.revoked)).statusCode).toBe(204);

    // Another family, whose profile takes part in the same conversation.
    const other = await t.api.family('other@example.org', 'Neighbour', 'Next door');
    Object.assign(fx, { other: other.user.id, otherToken: other.token });
    fx.otherProfile = other.profile.id;
    await join(other.token, other.profile.id);

    // Own profiles: one never invited; one that joined and was deleted through the API; one
    // whose participant row outlived its deletion (the rule must not rely on that row going).
    fx.outsider = (await t.api.createProfile(me.token, 'Outsider')).id;
    fx.deleted = (await t.api.createProfile(me.token, 'Gone')).id;
    await join(me.token, fx.deleted);
    expect((await t.api.delete(`/profiles/${fx.deleted}`, me.token)).statusCode).toBe(204);
    fx.stale = (await t.api.createProfile(me.token, 'Stale')).id;
    await join(me.token, fx.stale);
    await t.app.ctx.db
      .updateTable('profiles')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', fx.stale)
      .execute();
  });

  describe('the live-session rule', () => {
    const cases = [
      { name: 'an expired token', token: () => fx.expired, account: () => null },
      { name: 'a revoked (signed-out) token', token: () => fx.revoked, account: () => null },
      { name: 'an unknown token', token: () => 'x'.repeat(43), account: () => null },
      { name: "another account's token", token: () => fx.otherToken, account: () => fx.other },
      { name: 'a live token', token: () => fx.live, account: () => fx.me },
    ];

    it.each(cases)('$name', async ({ token, account }) => {
      const db = t.app.ctx.db;
      const hash = hashToken(token());
      const now = new Date().toISOString();
      const expected = account();

      const direct = await liveSessionAccount(db, hash, now).execute();
      expect(direct.map((row) => row.account_id)).toEqual(expected ? [expected] : []);
      expect((await principalForTokenHash(db, hash))?.accountId ?? null).toBe(expected);
      // Composed into the other rule: only a live session of mine acts as my profile.
      const acting = await actingParticipant(
        db,
        { tokenHash: hash, now },
        fx.participant,
        fx.conversation,
      )
        .select('p.id')
        .execute();
      expect(acting).toHaveLength(expected === fx.me ? 1 : 0);

      const me = await t.api.get('/auth/me', token());
      expect(me.statusCode).toBe(expected ? 200 : 401);
      if (expected) expect(me.json().user.id).toBe(expected);
      else expect(me.json()).toMatchObject({ code: 'unauthorized' });
    });

    it('ends a session at its expiry instant, not after it', async () => {
      const row = await t.app.ctx.db
        .selectFrom('access_tokens')
        .select('expires_at')
        .where('token_hash', '=', hashToken(fx.live))
        .executeTakeFirstOrThrow();
      const at = (now: string) => liveSessionAccount(t.app.ctx.db, hashToken(fx.live), now);
      const before = new Date(Date.parse(row.expires_at) - 1).toISOString();
      expect(await at(before).execute()).toHaveLength(1);
      expect(await at(row.expires_at).execute()).toHaveLength(0);
    });
  });

  describe('the acts-as-participant rule', () => {
    const cases = [
      { name: "another account's profile", profile: () => fx.otherProfile, acts: false },
      { name: 'a profile deleted through the API', profile: () => fx.deleted, acts: false },
      { name: 'a deleted profile still listed', profile: () => fx.stale, acts: false },
      { name: 'an own profile that is not a participant', profile: () => fx.outsider, acts: false },
      { name: 'an own participating profile', profile: () => fx.participant, acts: true },
    ];

    it.each(cases)('$name', async ({ profile, acts }) => {
      const db = t.app.ctx.db;
      const profileId = profile();
      const byAccount = actingParticipant(db, { accountId: fx.me }, profileId, fx.conversation);
      const byToken = actingParticipant(
        db,
        { tokenHash: hashToken(fx.live), now: new Date().toISOString() },
        profileId,
        fx.conversation,
      );
      for (const query of [byAccount, byToken]) {
        expect(await query.select('p.id').execute()).toEqual(acts ? [{ id: profileId }] : []);
      }
      const found = await findParticipation(db, fx.me, profileId, fx.conversation);
      expect(found?.id).toBe(acts ? fx.conversation : undefined);

      // A refusal reads exactly like an unknown conversation: the reason stays private.
      const unknown = await t.api.get(`/profiles/${profileId}/conversations/${newId()}`, fx.live);
      const path = `/profiles/${profileId}/conversations/${fx.conversation}`;
      const read = await t.api.get(path, fx.live);
      expect(read.statusCode).toBe(acts ? 200 : 404);
      if (!acts) expect(read.json()).toEqual(unknown.json());

      // The send composes the rule into its own write.
      const sent = await sendMessage(t.api, fx.live, profileId, fx.conversation, 'hello');
      expect(sent.statusCode).toBe(acts ? 201 : 404);
      if (!acts) expect(sent.json()).toEqual(unknown.json());
    });
  });
});
