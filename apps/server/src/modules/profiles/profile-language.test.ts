import { LANGUAGES } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { useTestApp } from '../../test/use-test-app.js';
import { accountStream, conversationStream } from '../events/events.service.js';

const NOT_OFFERED = 'Please choose one of the languages Hearth offers';

describe.each(DIALECTS)('a profile language on %s', (dialect) => {
  const t = useTestApp(dialect);

  const profilesOf = async (token: string) =>
    (await t.api.get('/profiles', token)).json() as { id: string; language: string | null }[];

  it('is null until chosen, and may be chosen at creation', async () => {
    const { access_token: token } = await t.api.signUp('lang-new@example.org');
    const gran = await t.api.createProfile(token, 'Abuela');
    expect(gran.language).toBeNull();
    const made = await t.api.post(
      '/profiles',
      { profile: { nickname: 'Leo', language: 'es' } },
      token,
    );
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({
      id: expect.any(String),
      nickname: 'Leo',
      kind: 'child',
      language: 'es',
    });
    expect((await profilesOf(token)).map((p) => p.language)).toEqual([null, 'es']);
  });

  it.each(LANGUAGES)('sets %s alone and keeps the nickname', async (language) => {
    const { access_token: token } = await t.api.signUp(`lang-${language}@example.org`);
    const profile = await t.api.createProfile(token, 'Nana');
    const res = await t.api.patch(`/profiles/${profile.id}`, { profile: { language } }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: profile.id, nickname: 'Nana', kind: 'adult', language });
    expect(await profilesOf(token)).toEqual([res.json()]);
  });

  it('renames and changes the language in one update', async () => {
    const { access_token: token } = await t.api.signUp('lang-both@example.org');
    const profile = await t.api.createProfile(token, 'Grandpa');
    const body = { profile: { nickname: 'Opa', language: 'de' } };
    const res = await t.api.patch(`/profiles/${profile.id}`, body, token);
    expect(res.json()).toEqual({ id: profile.id, nickname: 'Opa', kind: 'adult', language: 'de' });
  });

  it.each([
    ['a language not offered', 'it'],
    ['a tag in the wrong case', 'EN'],
    ['a region Hearth does not speak', 'pt-PT'],
    ['Chinese without its script', 'zh'],
    ['an empty string', ''],
    ['a number', 7],
    ['null', null],
    ['a list', ['es']],
  ])('refuses %s with 422 and changes nothing', async (_name, language) => {
    const { access_token: token } = await t.api.signUp(
      `lang-bad-${String(_name).length}-${typeof language}@example.org`,
    );
    const profile = await t.api.createProfile(token, 'Keeps');
    const before = await profilesOf(token);
    for (const [method, path, body] of [
      ['PATCH', `/profiles/${profile.id}`, { profile: { language } }],
      ['PATCH', `/profiles/${profile.id}`, { profile: { nickname: 'Changed', language } }],
      ['POST', '/profiles', { profile: { nickname: 'New', language } }],
    ] as const) {
      const res = await t.api.request(method, path, { token, body });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: NOT_OFFERED,
        errors: [NOT_OFFERED],
        code: 'validation_failed',
        error_codes: ['messages.languageNotOffered'],
      });
    }
    expect(await profilesOf(token)).toEqual(before);
  });

  it("answers 404 for another account's profile and leaves it as it was", async () => {
    const owner = await t.api.signUp('lang-owner@example.org');
    const theirs = await t.api.createProfile(owner.access_token, 'Theirs');
    const { access_token: token } = await t.api.signUp('lang-stranger@example.org');
    const res = await t.api.patch(`/profiles/${theirs.id}`, { profile: { language: 'fr' } }, token);
    expect(res.statusCode).toBe(404);
    expect((await profilesOf(owner.access_token))[0]!.language).toBeNull();
  });

  it("tells the account's own devices, and no other family", async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild('lang-streams');
    const streams = [accountStream(gran.user.id), conversationStream(gran.conversation.id)];
    const updates = async () => {
      const rows = await t.app.ctx.db
        .selectFrom('events')
        .select(['stream', 'payload'])
        .where('type', '=', 'profile.updated')
        .where('stream', 'in', streams)
        .execute();
      return rows.map((r) => ({ stream: r.stream, ...JSON.parse(r.payload ?? '{}') }));
    };
    const patch = (profile: object) =>
      t.api.patch(`/profiles/${gran.profile.id}`, { profile }, gran.token);

    expect((await patch({ language: 'ar' })).statusCode).toBe(200);
    expect(await updates()).toEqual([
      {
        stream: streams[0],
        type: 'profile.updated',
        profile: { id: gran.profile.id, nickname: 'Grandma', language: 'ar' },
      },
    ]);
    // A new name reaches the shared conversation; the language stays the account's own.
    expect((await patch({ nickname: 'Jadda' })).statusCode).toBe(200);
    const shared = (await updates()).filter((e) => e.stream === streams[1]);
    expect(shared).toEqual([
      {
        stream: streams[1],
        type: 'profile.updated',
        profile: { id: gran.profile.id, nickname: 'Jadda' },
      },
    ]);
    const detail = await t.api.get(
      `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}`,
      kid.token,
    );
    expect(detail.body).toContain('Jadda');
    expect(detail.body).not.toContain('"language"');
  });
});
