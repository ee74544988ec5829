import type { AuthResponse, ChildSessionResponse } from '@hearth/shared';
import { CHILD_MESSAGES } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';

import { pinWaitMs } from './child-sessions.js';
import { familyWithChild } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('child sessions on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('makes the first profile the adult and the ones added after it children', async () => {
    const { access_token: token } = await t.api.signUp('kinds@example.org');
    const mum = await t.api.createProfile(token, 'Mum');
    const kid = await t.api.createProfile(token, 'Kid');
    expect([mum.kind, kid.kind]).toEqual(['adult', 'child']);
    expect((await t.api.get('/profiles', token)).json()).toEqual([
      { id: mum.id, nickname: 'Mum', kind: 'adult', language: null },
      { id: kid.id, nickname: 'Kid', kind: 'child', language: null },
    ]);
    const me = await t.api.get('/auth/me', token);
    expect(me.json().user.profile).toEqual({
      id: mum.id,
      nickname: 'Mum',
      kind: 'adult',
      language: null,
    });
  });

  it('stores the PIN as an argon2id hash and takes 4 to 6 digits only', async () => {
    const fam = await familyWithChild(t.api, 'pin-hash@example.org', 'Lily', '123456');
    const row = await t.app.ctx.db
      .selectFrom('accounts')
      .select('pin_hash')
      .where('id', '=', fam.user.id)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row.pin_hash).not.toContain('123456');
    for (const pin of ['123', '1234567', 'abcd', 1234, '12 34', '']) {
      const res = await t.api.request('PUT', '/account/pin', { token: fam.token, body: { pin } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe(CHILD_MESSAGES.pinInvalid);
    }
    // A child session cannot change it.
    const res = await t.api.request('PUT', '/account/pin', {
      token: fam.childToken,
      body: { pin: '0000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('needs a PIN before kid mode, and makes child sessions for children only', async () => {
    const fam = await t.api.family('no-pin@example.org');
    const kid = await t.api.createProfile(fam.token, 'Kid');
    const before = await t.api.post(`/profiles/${kid.id}/kid_session`, undefined, fam.token);
    expect(before.statusCode).toBe(422);
    expect(before.json().error).toBe(CHILD_MESSAGES.pinNotSet);
    await t.api.request('PUT', '/account/pin', { token: fam.token, body: { pin: '1111' } });
    const adult = await t.api.post(`/profiles/${fam.profile.id}/kid_session`, undefined, fam.token);
    expect(adult.statusCode).toBe(404);
    const other = await familyWithChild(t.api, 'other-parent@example.org');
    const stranger = await t.api.post(`/profiles/${kid.id}/kid_session`, undefined, other.token);
    expect(stranger.statusCode).toBe(404);
    const made = await t.api.post(`/profiles/${kid.id}/kid_session`, undefined, fam.token);
    expect(made.statusCode).toBe(201);
    expect(made.json<ChildSessionResponse>().profile).toEqual({
      id: kid.id,
      nickname: 'Kid',
      kind: 'child',
      language: null,
    });
  });

  it('acts as the one child profile: sees only itself', async () => {
    const fam = await familyWithChild(t.api, 'one-profile@example.org');
    const list = await t.api.get('/profiles', fam.childToken);
    expect(list.json()).toEqual([
      { id: fam.child.id, nickname: 'Lily', kind: 'child', language: null },
    ]);
    const me = await t.api.get('/auth/me', fam.childToken);
    expect(me.json().user).toMatchObject({
      profile: { id: fam.child.id, nickname: 'Lily', kind: 'child', language: null },
      supervised_by: 'Nana',
    });
    const own = await t.api.get(`/profiles/${fam.child.id}/conversations`, fam.childToken);
    expect(own.statusCode).toBe(200);
    const parents = await t.api.get(`/profiles/${fam.profile.id}/conversations`, fam.childToken);
    expect(parents.statusCode).toBe(403);
    // Nor can it send as the parent, whose route checks the token inside the write.
    const send = await t.api.post(
      `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}/messages`,
      { message: { content: 'as Nana' } },
      fam.childToken,
    );
    expect(send.statusCode).toBe(404);
  });

  it('unlocks with the PIN: the child session ends and an account session comes back', async () => {
    const fam = await familyWithChild(t.api, 'unlock@example.org');
    const wrong = await t.api.post('/auth/unlock', { pin: '0000' }, fam.childToken);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(CHILD_MESSAGES.pinWrong);
    const right = await t.api.post('/auth/unlock', { pin: fam.pin }, fam.childToken);
    expect(right.statusCode).toBe(200);
    const body = right.json<AuthResponse>();
    expect(body.user.profile?.kind).toBe('adult');
    expect((await t.api.get('/profiles', body.access_token)).json()).toHaveLength(2);
    // The child session is spent.
    expect((await t.api.get('/profiles', fam.childToken)).statusCode).toBe(401);
    // An account session has nothing to unlock.
    const adult = await t.api.post('/auth/unlock', { pin: fam.pin }, body.access_token);
    expect(adult.statusCode).toBe(403);
  });

  it('lets 5 wrong PINs through, then makes each further try wait longer', async () => {
    const fam = await familyWithChild(t.api, 'throttle@example.org');
    for (let i = 0; i < 5; i += 1) {
      const res = await t.api.post('/auth/unlock', { pin: '9999' }, fam.childToken);
      expect(res.json().error).toBe(CHILD_MESSAGES.pinWrong);
    }
    // Even the right PIN waits now, without being checked.
    const waiting = await t.api.post('/auth/unlock', { pin: fam.pin }, fam.childToken);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().error).toBe(CHILD_MESSAGES.pinWait);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The wait passes (moved into the past here): one more wrong try doubles it.
    const past = new Date(Date.now() - 1000).toISOString();
    const db = t.app.ctx.db;
    await db
      .updateTable('accounts')
      .set({ pin_locked_until: past })
      .where('id', '=', fam.user.id)
      .execute();
    const sixth = await t.api.post('/auth/unlock', { pin: '9999' }, fam.childToken);
    expect(sixth.json().error).toBe(CHILD_MESSAGES.pinWrong);
    const next = await t.api.post('/auth/unlock', { pin: fam.pin }, fam.childToken);
    expect(Number(next.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    await db
      .updateTable('accounts')
      .set({ pin_locked_until: past })
      .where('id', '=', fam.user.id)
      .execute();
    const right = await t.api.post('/auth/unlock', { pin: fam.pin }, fam.childToken);
    expect(right.statusCode).toBe(200);
    // Success starts the count afresh.
    const state = await db
      .selectFrom('accounts')
      .select(['pin_failures', 'pin_locked_until'])
      .where('id', '=', fam.user.id)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ pin_failures: 0, pin_locked_until: null });
  });

  it('counts tries made at the same moment one by one', async () => {
    const fam = await familyWithChild(t.api, 'burst@example.org');
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => t.api.post('/auth/unlock', { pin: '9999' }, fam.childToken)),
    );
    const wrong = tries.filter((r) => r.json().error === CHILD_MESSAGES.pinWrong);
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(tries.every((r) => r.statusCode === 403)).toBe(true);
  });

  it('grows the wait by doubling, to at most a day', () => {
    expect([4, 5, 6, 7].map(pinWaitMs)).toEqual([0, 30_000, 60_000, 120_000]);
    expect(pinWaitMs(100)).toBe(24 * 60 * 60 * 1000);
  });
});
