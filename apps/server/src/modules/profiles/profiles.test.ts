import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('profiles on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  beforeAll(async () => {
    ({ access_token: token } = await t.api.signUp('profiles@example.org'));
  });

  it('needs a signed-in account', async () => {
    expect((await t.api.get('/profiles')).statusCode).toBe(401);
    expect((await t.api.post('/profiles', { profile: { nickname: 'X' } })).statusCode).toBe(401);
    expect((await t.api.patch('/profiles/x', { profile: { nickname: 'X' } })).statusCode).toBe(401);
    expect((await t.api.delete('/profiles/x')).statusCode).toBe(401);
  });

  it('starts with no profiles', async () => {
    const { access_token } = await t.api.signUp('empty@example.org');
    const res = await t.api.get('/profiles', access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('creates, lists in creation order, renames and deletes', async () => {
    const { access_token: tok } = await t.api.signUp('crud@example.org');
    const created = await t.api.post('/profiles', { profile: { nickname: 'Mum' } }, tok);
    expect(created.statusCode).toBe(201);
    const mum = created.json();
    expect(mum).toEqual({ id: expect.any(String), nickname: 'Mum', kind: 'adult', language: null });
    const kid = await t.api.createProfile(tok, 'Kid');

    expect((await t.api.get('/profiles', tok)).json()).toEqual([mum, kid]);

    const renamed = await t.api.patch(`/profiles/${kid.id}`, { profile: { nickname: 'Bub' } }, tok);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: kid.id, nickname: 'Bub', kind: 'child', language: null });
    expect((await t.api.get('/profiles', tok)).json()).toEqual([
      mum,
      { id: kid.id, nickname: 'Bub', kind: 'child', language: null },
    ]);

    const deleted = await t.api.delete(`/profiles/${kid.id}`, tok);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.api.get('/profiles', tok)).json()).toEqual([mum]);

    // A deleted profile is gone for every endpoint.
    expect((await t.api.delete(`/profiles/${kid.id}`, tok)).statusCode).toBe(404);
    expect(
      (await t.api.patch(`/profiles/${kid.id}`, { profile: { nickname: 'Back' } }, tok)).statusCode,
    ).toBe(404);
    expect((await t.api.get(`/profiles/${kid.id}/conversations`, tok)).statusCode).toBe(404);
  });

  it('trims nicknames on create and on update', async () => {
    const created = await t.api.post('/profiles', { profile: { nickname: '  \t Nana \n' } }, token);
    expect(created.statusCode).toBe(201);
    expect(created.json().nickname).toBe('Nana');
    const id = created.json().id as string;
    const updated = await t.api.patch(
      `/profiles/${id}`,
      { profile: { nickname: '  Gran ' } },
      token,
    );
    expect(updated.json()).toMatchObject({ id, nickname: 'Gran' });
    const listed = (await t.api.get('/profiles', token)).json() as { id: string }[];
    expect(listed.find((p) => p.id === id)).toMatchObject({ id, nickname: 'Gran' });
  });

  it('accepts 40 characters, accented ones included', async () => {
    const forty = 'é'.repeat(40);
    const res = await t.api.post('/profiles', { profile: { nickname: forty } }, token);
    expect(res.statusCode).toBe(201);
    expect(res.json().nickname).toBe(forty);
  });

  const badNicknames: [string, unknown][] = [
    ['empty nickname', { profile: { nickname: '' } }],
    ['blank nickname', { profile: { nickname: '   \t\n ' } }],
    ['missing nickname', { profile: {} }],
    ['number nickname', { profile: { nickname: 42 } }],
    ['boolean nickname', { profile: { nickname: true } }],
    ['object nickname', { profile: { nickname: { first: 'A' } } }],
    ['array nickname', { profile: { nickname: ['Mum'] } }],
    ['null nickname', { profile: { nickname: null } }],
    ['null profile', { profile: null }],
    ['array profile', { profile: ['Mum'] }],
    ['string profile', { profile: 'Mum' }],
    ['missing wrapper', { nickname: 'Mum' }],
    ['empty object', {}],
    ['array body', [{ profile: { nickname: 'Mum' } }]],
    ['null body', null],
    ['string body', 'Mum'],
  ];

  it.each(badNicknames)('refuses a profile with %s', async (_name, body) => {
    const before = (await t.api.get('/profiles', token)).json();
    const res = await t.api.post('/profiles', body, token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Please enter a nickname',
      errors: ['Please enter a nickname'],
      code: 'validation_failed',
      error_codes: ['messages.nicknameRequired'],
    });
    expect((await t.api.get('/profiles', token)).json()).toEqual(before);
  });

  it.each(badNicknames)('refuses a rename with %s', async (_name, body) => {
    const profile = await t.api.createProfile(token, 'Keeps');
    const res = await t.api.patch(`/profiles/${profile.id}`, body, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Please enter a nickname');
    const listed = (await t.api.get('/profiles', token)).json() as { id: string }[];
    expect(listed.find((p) => p.id === profile.id)).toEqual(profile);
    await t.api.delete(`/profiles/${profile.id}`, token);
  });

  it('refuses a post without a body at all', async () => {
    const res = await t.api.request('POST', '/profiles', { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Please enter a nickname');
  });

  it.each([
    ['41 characters', 'x'.repeat(41)],
    ['41 characters after trimming', `  ${'y'.repeat(41)}  `],
    ['a huge string', 'z'.repeat(100_000)],
  ])('refuses a nickname of %s', async (_name, nickname) => {
    const res = await t.api.post('/profiles', { profile: { nickname } }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Nickname must be at most 40 characters');
    const profile = await t.api.createProfile(token, 'Short');
    const patched = await t.api.patch(`/profiles/${profile.id}`, { profile: { nickname } }, token);
    expect(patched.statusCode).toBe(422);
    await t.api.delete(`/profiles/${profile.id}`, token);
  });

  it('refuses U+0000 in a nickname alike on both databases, never 500', async () => {
    const res = await t.api.post('/profiles', { profile: { nickname: 'a\u0000b' } }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Text must not contain NUL characters');
  });

  it('caps an account at 20 profiles, and frees a place on delete', async () => {
    const { access_token: tok } = await t.api.signUp('cap@example.org');
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await t.api.createProfile(tok, `P${i}`));
    const refused = await t.api.post('/profiles', { profile: { nickname: 'One more' } }, tok);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('An account can have at most 20 profiles');
    expect((await t.api.get('/profiles', tok)).json()).toHaveLength(20);

    await t.api.delete(`/profiles/${made[3]!.id}`, tok);
    const again = await t.api.post('/profiles', { profile: { nickname: 'One more' } }, tok);
    expect(again.statusCode).toBe(201);
    // Another account is not affected by this one's count.
    expect(
      (await t.api.post('/profiles', { profile: { nickname: 'Free' } }, token)).statusCode,
    ).toBe(201);
  });

  it('keeps the cap under concurrent creations', async () => {
    const { access_token: tok } = await t.api.signUp('cap-race@example.org');
    for (let i = 0; i < 18; i++) await t.api.createProfile(tok, `R${i}`);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.api.post('/profiles', { profile: { nickname: `Racer${i}` } }, tok),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422, 422]);
    expect((await t.api.get('/profiles', tok)).json()).toHaveLength(20);
  });

  it('ignores ids, owners and timestamps sent in the body (no mass assignment)', async () => {
    const other = await t.api.signUp('victim@example.org');
    const victimProfile = await t.api.createProfile(other.access_token, 'Victim');
    const res = await t.api.post(
      '/profiles',
      {
        id: 'chosen',
        account_id: other.user.id,
        profile: {
          nickname: 'Sneaky',
          id: victimProfile.id,
          account_id: other.user.id,
          created_at: '2000-01-01T00:00:00.000Z',
          deleted_at: '2000-01-01T00:00:00.000Z',
        },
      },
      token,
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(Object.keys(created).sort()).toEqual(['id', 'kind', 'language', 'nickname']);
    expect(created.id).not.toBe(victimProfile.id);
    expect(created.id).not.toBe('chosen');
    const row = await t.app.ctx.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', created.id as string)
      .executeTakeFirstOrThrow();
    expect(row.account_id).not.toBe(other.user.id);
    expect(row.deleted_at).toBeNull();
    expect(row.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect((await t.api.get('/profiles', other.access_token)).json()).toEqual([victimProfile]);

    const patched = await t.api.patch(
      `/profiles/${created.id}`,
      {
        profile: {
          nickname: 'Still mine',
          id: victimProfile.id,
          account_id: other.user.id,
          kind: created.kind === 'child' ? 'adult' : 'child',
        },
      },
      token,
    );
    expect(patched.json()).toEqual({
      id: created.id,
      nickname: 'Still mine',
      kind: created.kind,
      language: null,
    });
    expect((await t.api.get('/profiles', other.access_token)).json()).toEqual([victimProfile]);
    const after = await t.app.ctx.db
      .selectFrom('profiles')
      .select('account_id')
      .where('id', '=', created.id as string)
      .executeTakeFirstOrThrow();
    expect(after.account_id).toBe(row.account_id);
  });

  it("answers 404 for another account's profile, changing nothing", async () => {
    const other = await t.api.signUp('other@example.org');
    const theirs = await t.api.createProfile(other.access_token, 'Theirs');
    const patched = await t.api.patch(
      `/profiles/${theirs.id}`,
      { profile: { nickname: 'Mine' } },
      token,
    );
    expect(patched.statusCode).toBe(404);
    expect(patched.body).not.toContain('Theirs');
    expect((await t.api.delete(`/profiles/${theirs.id}`, token)).statusCode).toBe(404);
    expect((await t.api.get('/profiles', other.access_token)).json()).toEqual([theirs]);
  });

  it.each([
    ['an unknown uuid', '01890000-0000-7000-8000-000000000000'],
    ['garbage', 'not-an-id'],
    ['sql', encodeURIComponent("'; DROP TABLE profiles;--")],
    ['unicode', encodeURIComponent('👩‍👧‍👦\u202e')],
  ])('answers 404 for %s as profile id', async (_name, id) => {
    expect(
      (await t.api.patch(`/profiles/${id}`, { profile: { nickname: 'A' } }, token)).statusCode,
    ).toBe(404);
    expect((await t.api.delete(`/profiles/${id}`, token)).statusCode).toBe(404);
  });

  it('removes a deleted profile from its conversations, keeping its history and siblings', async () => {
    const fam = await t.api.family('leaver@example.org', 'Leaver', 'Leaving chat');
    const sibling = await t.api.createProfile(fam.token, 'Sibling');
    const stayer = await t.api.family('stayer@example.org', 'Stayer', 'Other chat');
    // Stayer joins the leaver's conversation through an invite.
    const invite = await t.api.request(
      'POST',
      `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}/create_invite`,
      { token: fam.token },
    );
    const joined = await t.api.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: stayer.profile.id },
      stayer.token,
    );
    expect(joined.statusCode).toBe(200);
    await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'Bye all');
    await sendMessage(t.api, stayer.token, stayer.profile.id, fam.conversation.id, 'Bye!');

    expect((await t.api.delete(`/profiles/${fam.profile.id}`, fam.token)).statusCode).toBe(204);

    const list = (
      await t.api.get(`/profiles/${stayer.profile.id}/conversations`, stayer.token)
    ).json();
    const seen = list.find((c: { id: string }) => c.id === fam.conversation.id);
    expect(seen).toMatchObject({
      title: 'Leaving chat',
      participants: [{ id: stayer.profile.id, nickname: 'Stayer' }],
    });
    const detail = (
      await t.api.get(
        `/profiles/${stayer.profile.id}/conversations/${fam.conversation.id}`,
        stayer.token,
      )
    ).json();
    expect(detail.participants).toEqual([{ id: stayer.profile.id, nickname: 'Stayer' }]);
    expect(
      detail.messages.map((m: { content: string; profile: unknown }) => [m.content, m.profile]),
    ).toEqual([
      ['Bye all', { id: fam.profile.id, nickname: 'Leaver' }],
      ['Bye!', { id: stayer.profile.id, nickname: 'Stayer' }],
    ]);

    // The account's other profile stays, and it was never in that conversation.
    expect((await t.api.get('/profiles', fam.token)).json()).toEqual([sibling]);
    expect((await t.api.get(`/profiles/${sibling.id}/conversations`, fam.token)).json()).toEqual(
      [],
    );
    // The deleted profile can no longer read or write there.
    expect(
      (
        await t.api.get(
          `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}`,
          fam.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'ghost'))
        .statusCode,
    ).toBe(404);
  });

  it("gives login's user.profile as the first remaining profile", async () => {
    const { access_token: tok } = await t.api.signUp('first@example.org', 'secret1');
    const a = await t.api.createProfile(tok, 'A');
    const b = await t.api.createProfile(tok, 'B');
    const c = await t.api.createProfile(tok, 'C');
    const login = () =>
      t.api.post('/auth/login', { email_address: 'first@example.org', password: 'secret1' });
    expect((await login()).json().user.profile).toEqual(a);
    await t.api.delete(`/profiles/${a.id}`, tok);
    expect((await login()).json().user.profile).toEqual(b);
    await t.api.patch(`/profiles/${c.id}`, { profile: { nickname: 'C2' } }, tok);
    await t.api.delete(`/profiles/${b.id}`, tok);
    // The adult's own profile is gone: a child's is first now, and says so.
    expect((await login()).json().user.profile).toEqual({
      id: c.id,
      nickname: 'C2',
      kind: 'child',
      language: null,
    });
    expect((await t.api.get('/auth/me', tok)).json().user.profile).toEqual({
      id: c.id,
      nickname: 'C2',
      kind: 'child',
      language: null,
    });
    await t.api.delete(`/profiles/${c.id}`, tok);
    expect((await login()).json().user.profile).toBeNull();
  });
});
