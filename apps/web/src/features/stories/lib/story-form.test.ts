import { STORY_LIMITS, STORY_MESSAGES } from '@hearth/shared';
import { i18n } from '@lingui/core';
import { ApiError } from '@/lib/api-client';
import { SHARED_SENTENCES } from '@/lib/i18n/shared-texts';
import { serverErrors, STORY_GONE } from './server-errors';
import { checkStory, emptyStory, hasErrors, newPage } from './story-form';

const failed = 'Could not save';

describe('checkStory', () => {
  it('gives the trimmed story to send when every rule holds', () => {
    const values = { ...emptyStory(' Grandma '), title: ' Our trip ', cover_emoji: '🚂' };
    values.pages = [newPage(' One ', '🌙'), newPage('Two', '🚂🌄')];
    expect(checkStory(values)).toEqual({
      story: {
        title: 'Our trip',
        author: 'Grandma',
        cover_emoji: '🚂',
        pages: [
          { text: 'One', illustration: '🌙' },
          { text: 'Two', illustration: '🚂🌄' },
        ],
      },
    });
  });

  it('puts each shared sentence on its field, and a page problem on that very page', () => {
    const values = { ...emptyStory(''), title: 'x'.repeat(STORY_LIMITS.titleMax + 1) };
    const good = newPage('Fine', '🌙');
    const long = newPage('y'.repeat(STORY_LIMITS.pageTextMax + 1), '');
    values.pages = [good, long];
    const result = checkStory(values);
    if (!('errors' in result)) throw new Error('expected errors');
    expect(result.errors).toEqual({
      title: STORY_MESSAGES.titleTooLong,
      author: STORY_MESSAGES.authorRequired,
      page: { [long.key]: { text: STORY_MESSAGES.pageTextTooLong } },
      form: [],
    });
  });

  it('fills blank emoji with a suggestion: from the words, else a book and the cover', () => {
    const values = { ...emptyStory('Gran'), title: 'The three bears' };
    values.pages = [newPage('A fox in the woods', ''), newPage('They all slept', '  ')];
    const result = checkStory(values);
    if (!('story' in result)) throw new Error('expected a story');
    expect(result.story.cover_emoji).toBe('🐻');
    expect(result.story.pages.map((p) => p.illustration)).toEqual(['🦊', '🐻']);
    const plain = { ...emptyStory('Gran'), title: 'Our day' };
    plain.pages = [newPage('Hello', '')];
    const story = checkStory(plain);
    if (!('story' in story)) throw new Error('expected a story');
    expect(story.story).toMatchObject({ cover_emoji: '📖', pages: [{ illustration: '📖' }] });
  });

  it('counts an emoji as one character, as people do', () => {
    const values = { ...emptyStory('Gran'), title: 'Ok', cover_emoji: '🐻' };
    values.pages = [newPage('🐻'.repeat(STORY_LIMITS.pageTextMax), '🐻')];
    expect('story' in checkStory(values)).toBe(true);
  });

  it('says when a story has no page at all', () => {
    const values = { ...emptyStory('Gran'), title: 'Ok', cover_emoji: '🐻', pages: [] };
    const result = checkStory(values);
    expect('errors' in result && result.errors.pages).toBe(STORY_MESSAGES.pagesCount);
  });
});

describe('serverErrors', () => {
  const rejected = (status: number, body: unknown) => new ApiError('failed', status, body);

  it('places the 422 sentences beside their fields and keeps the others on top', () => {
    const errors = serverErrors(
      rejected(422, {
        error: STORY_MESSAGES.titleRequired,
        errors: [
          STORY_MESSAGES.titleRequired,
          STORY_MESSAGES.pageTextRequired,
          STORY_MESSAGES.tooManyStories,
        ],
      }),
      failed,
    );
    expect(errors).toEqual({
      title: STORY_MESSAGES.titleRequired,
      pages: STORY_MESSAGES.pageTextRequired,
      page: {},
      form: [STORY_MESSAGES.tooManyStories],
    });
  });

  it('places the sentences by the server English while showing them in another language', () => {
    const title = 'Escribe un título para el cuento';
    const pageText = 'Escribe el texto de cada página';
    i18n.load('es', {
      [SHARED_SENTENCES['stories.titleRequired'].id]: title,
      [SHARED_SENTENCES['stories.pageTextRequired'].id]: pageText,
    });
    i18n.activate('es');
    try {
      const errors = serverErrors(
        rejected(422, {
          error: STORY_MESSAGES.titleRequired,
          errors: [STORY_MESSAGES.titleRequired, STORY_MESSAGES.pageTextRequired, 'Nope'],
          error_codes: ['stories.titleRequired', 'stories.pageTextRequired', null],
        }),
        failed,
      );
      expect(errors).toEqual({ title, pages: pageText, page: {}, form: ['Nope'] });
    } finally {
      i18n.activate('en');
    }
  });

  it('explains a story deleted elsewhere, and falls back when nothing came back', () => {
    expect(serverErrors(rejected(404, { error: 'Not found' }), failed).form).toEqual([
      i18n._(STORY_GONE),
    ]);
    expect(serverErrors(new TypeError('Failed to fetch'), failed).form).toEqual([failed]);
    const busy = serverErrors(rejected(500, { error: 'Something went wrong' }), failed);
    expect(busy.form).toEqual(['Something went wrong']);
    expect(hasErrors(busy)).toBe(true);
  });
});
