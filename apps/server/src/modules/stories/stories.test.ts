import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_STORIES,
  builtInStories,
  STORY_LIMITS,
  STORY_MESSAGES,
  STORY_PROMPTS,
  type Story,
} from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { useTestApp } from '../../test/use-test-app.js';

const page = (text = 'Once upon a time', illustration = '🌙') => ({ text, illustration });
const body = (overrides: Record<string, unknown> = {}) => ({
  story: { title: 'Our trip', author: 'Grandpa', cover_emoji: '🚂', pages: [page()], ...overrides },
});

describe.each(DIALECTS)('the story library on %s', (dialect) => {
  const t = useTestApp(dialect);

  let n = 0;
  const account = async () =>
    (await t.api.signUp(`stories-${dialect}-${++n}@example.org`)).access_token;

  it('lists the three built-in stories with numbered pages, and the 8 prompts', async () => {
    const token = await account();
    const res = await t.api.get('/stories', token);
    expect(res.statusCode).toBe(200);
    const stories = res.json<Story[]>();
    expect(stories.map((s) => [s.id, s.pages.length, s.built_in])).toEqual([
      ['three-bears', 6, true],
      ['red-riding-hood', 4, true],
      ['three-little-pigs', 5, true],
    ]);
    expect(stories[0]!.pages[1]).toEqual({
      page_number: 2,
      text: expect.stringContaining('porridge'),
      illustration: '🥣♨️👧🚪',
    });
    const prompts = await t.api.get('/story_prompts', token);
    expect(prompts.statusCode).toBe(200);
    expect(prompts.json()).toEqual(STORY_PROMPTS);
    expect(prompts.json()).toHaveLength(8);
    expect((await t.api.get('/stories')).statusCode).toBe(401);
    expect((await t.api.get('/story_prompts')).statusCode).toBe(401);
  });

  it("lists the built-in stories in the asking profile's language, the family's own as written", async () => {
    const token = await account();
    const abuela = await t.api.createProfile(token, 'Abuela');
    const sam = await t.api.createProfile(token, 'Sam');
    const unset = await t.api.createProfile(token, 'Nana');
    expect(
      (await t.api.patch(`/profiles/${abuela.id}`, { profile: { language: 'es' } }, token))
        .statusCode,
    ).toBe(200);
    await t.api.patch(`/profiles/${sam.id}`, { profile: { language: 'en' } }, token);
    const own = (
      await t.api.post('/stories', body({ title: 'Nuestro viaje' }), token)
    ).json<Story>();
    const list = async (profileId?: string) => {
      const query = profileId === undefined ? '' : `?profile_id=${profileId}`;
      const res = await t.api.get(`/stories${query}`, token);
      expect(res.statusCode).toBe(200);
      return res.json<Story[]>();
    };

    const spanish = await list(abuela.id);
    expect(spanish).toEqual([...builtInStories('es'), own]);
    expect(spanish.map((s) => s.title)).toEqual([
      'Ricitos de Oro y los tres osos',
      'Caperucita Roja',
      'Los tres cerditos',
      'Nuestro viaje',
    ]);
    expect(spanish[0]!.pages[1]).toEqual({
      page_number: 2,
      text: expect.stringContaining('Ricitos de Oro'),
      illustration: '🥣♨️👧🚪',
    });
    // English for an English profile, one that has not chosen, and a request naming none.
    for (const english of [await list(sam.id), await list(unset.id), await list()]) {
      expect(english).toEqual([...BUILT_IN_STORIES, own]);
      expect(english[0]!.title).toBe('Goldilocks and the Three Bears');
    }
    // An account without stories of its own still hears its profile's language.
    const other = await account();
    const opa = await t.api.createProfile(other, 'Opa');
    await t.api.patch(`/profiles/${opa.id}`, { profile: { language: 'de' } }, other);
    const german = await t.api.get(`/stories?profile_id=${opa.id}`, other);
    expect(german.json<Story[]>().map((s) => s.title)).toEqual(
      builtInStories('de').map((s) => s.title),
    );
    // Another account's profile, a malformed id or two of them: 404, as for any unknown profile.
    expect((await t.api.get(`/stories?profile_id=${opa.id}`, token)).statusCode).toBe(404);
    expect((await t.api.get('/stories?profile_id=nope', token)).statusCode).toBe(404);
    expect((await t.api.get('/stories?profile_id=', token)).statusCode).toBe(404);
    expect(
      (await t.api.get(`/stories?profile_id=${abuela.id}&profile_id=${sam.id}`, token)).statusCode,
    ).toBe(404);
  });

  it('keeps a family story for its own account only, editable and deletable by it', async () => {
    const mine = await account();
    const theirs = await account();
    const created = await t.api.post(
      '/stories',
      body({ pages: [page(' One '), page('Two', '🚂🌄')] }),
      mine,
    );
    expect(created.statusCode).toBe(201);
    const story = created.json<Story>();
    expect(story).toMatchObject({
      title: 'Our trip',
      author: 'Grandpa',
      cover_emoji: '🚂',
      built_in: false,
      pages: [
        { page_number: 1, text: 'One', illustration: '🌙' },
        { page_number: 2, text: 'Two', illustration: '🚂🌄' },
      ],
    });
    expect((await t.api.get('/stories', mine)).json<Story[]>().at(-1)).toEqual(story);
    expect((await t.api.get('/stories', theirs)).json<Story[]>()).toHaveLength(3);

    // Another account's story does not exist for it.
    expect((await t.api.patch(`/stories/${story.id}`, body(), theirs)).statusCode).toBe(404);
    expect((await t.api.delete(`/stories/${story.id}`, theirs)).statusCode).toBe(404);

    const patched = await t.api.patch(
      `/stories/${story.id}`,
      { story: { title: 'Our big trip', pages: [page('Only page', '🏔️')] } },
      mine,
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: story.id,
      title: 'Our big trip',
      author: 'Grandpa',
      pages: [{ page_number: 1, text: 'Only page', illustration: '🏔️' }],
    });
    expect((await t.api.delete(`/stories/${story.id}`, mine)).statusCode).toBe(204);
    expect((await t.api.delete(`/stories/${story.id}`, mine)).statusCode).toBe(404);
    expect((await t.api.get('/stories', mine)).json()).toHaveLength(3);
    expect((await t.api.patch('/stories/not-an-id', body(), mine)).statusCode).toBe(404);
  });

  it('refuses to change or delete a built-in story (403)', async () => {
    const token = await account();
    const patched = await t.api.patch('/stories/three-bears', body(), token);
    expect(patched.statusCode).toBe(403);
    expect(patched.json()).toMatchObject({ error: STORY_MESSAGES.builtIn });
    expect((await t.api.delete('/stories/three-bears', token)).statusCode).toBe(403);
  });

  it('holds every limit: 1 to 30 pages, 1,000 characters a page, title, author and emoji', async () => {
    const token = await account();
    const refused = async (input: unknown, error: string) => {
      const res = await t.api.post('/stories', input, token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error });
    };
    await refused(body({ pages: [] }), STORY_MESSAGES.pagesCount);
    await refused(
      body({ pages: Array.from({ length: STORY_LIMITS.pagesMax + 1 }, () => page()) }),
      STORY_MESSAGES.pagesCount,
    );
    await refused(body({ pages: [page('x'.repeat(1001))] }), STORY_MESSAGES.pageTextTooLong);
    await refused(body({ pages: [page('  ')] }), STORY_MESSAGES.pageTextRequired);
    await refused(body({ pages: [page('Hi', '')] }), STORY_MESSAGES.illustrationRequired);
    await refused(
      body({ pages: [page('Hi', '🌙'.repeat(13))] }),
      STORY_MESSAGES.illustrationTooLong,
    );
    await refused(body({ title: '' }), STORY_MESSAGES.titleRequired);
    await refused(body({ title: 'x'.repeat(101) }), STORY_MESSAGES.titleTooLong);
    await refused(body({ author: 'x'.repeat(101) }), STORY_MESSAGES.authorTooLong);
    await refused(body({ cover_emoji: '' }), STORY_MESSAGES.coverRequired);
    await refused(body({ cover_emoji: '🚂🚂🚂🚂🚂' }), STORY_MESSAGES.coverTooLong);
    await refused({}, STORY_MESSAGES.titleRequired);

    const longest = await t.api.post(
      '/stories',
      body({
        title: 'x'.repeat(100),
        pages: Array.from({ length: 30 }, () => page('é'.repeat(1000), '🌙'.repeat(12))),
      }),
      token,
    );
    expect(longest.statusCode).toBe(201);
    expect(longest.json<Story>().pages).toHaveLength(30);
    const bad = await t.api.patch(
      `/stories/${longest.json<Story>().id}`,
      { story: { pages: [] } },
      token,
    );
    expect(bad.statusCode).toBe(422);
  });
});
