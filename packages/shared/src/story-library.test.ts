import { describe, expect, it } from 'vitest';
import { characterCount } from './fields.js';
import { LANGUAGES } from './language-tags.js';
import { BUILT_IN_STORIES, builtInStories, STORY_LIMITS } from './stories.js';
import { BUILT_IN_STORY_DATA, storyLibrary } from './story-library.js';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

describe('the built-in story library in every language', () => {
  it('is the English library, word for word, for en and for no language chosen', () => {
    expect(storyLibrary('en')).toBe(BUILT_IN_STORY_DATA);
    expect(storyLibrary(null)).toBe(BUILT_IN_STORY_DATA);
    expect(builtInStories('en')).toBe(BUILT_IN_STORIES);
    expect(builtInStories(null)).toBe(BUILT_IN_STORIES);
    expect(BUILT_IN_STORIES[0]).toMatchObject({
      title: 'Goldilocks and the Three Bears',
      author: 'A folk tale, retold by Hearth',
    });
  });

  it.each(LANGUAGES)(
    '%s has every story, with the pages and pictures of English, no text empty',
    (language) => {
      const stories = builtInStories(language);
      expect(stories.map((s) => [s.id, s.cover_emoji, s.pages.length, s.built_in])).toEqual(
        BUILT_IN_STORIES.map((s) => [s.id, s.cover_emoji, s.pages.length, true]),
      );
      stories.forEach((story, i) => {
        const english = BUILT_IN_STORIES[i]!;
        expect(story.pages.map((p) => [p.page_number, p.illustration])).toEqual(
          english.pages.map((p) => [p.page_number, p.illustration]),
        );
        for (const text of [story.title, story.author, ...story.pages.map((p) => p.text)]) {
          expect(text.trim()).not.toBe('');
          expect(text).toBe(text.trim());
        }
        // Within what a family's own story may hold, so it reads in the same player.
        expect(characterCount(story.title)).toBeLessThanOrEqual(STORY_LIMITS.titleMax);
        expect(characterCount(story.author)).toBeLessThanOrEqual(STORY_LIMITS.authorMax);
        for (const page of story.pages) {
          expect(characterCount(page.text)).toBeLessThanOrEqual(STORY_LIMITS.pageTextMax);
        }
      });
    },
  );

  it.each(TRANSLATED)('%s is retold, not English left in place', (language) => {
    const stories = builtInStories(language);
    stories.forEach((story, i) => {
      const english = BUILT_IN_STORIES[i]!;
      expect(story.title).not.toBe(english.title);
      expect(story.author).not.toBe(english.author);
      story.pages.forEach((page, p) => expect(page.text).not.toBe(english.pages[p]!.text));
    });
    expect(new Set(TRANSLATED.map((l) => builtInStories(l)[0]!.pages[0]!.text)).size).toBe(
      TRANSLATED.length,
    );
  });

  it('gives each language once (the same list on every asking) and English for anything else', () => {
    expect(builtInStories('es')).toBe(builtInStories('es'));
    expect(builtInStories('es')[2]!.title).toBe('Los tres cerditos');
    expect(builtInStories('zh-Hans')[1]!.title).toBe('小红帽');
    expect(storyLibrary('it' as never)).toBe(BUILT_IN_STORY_DATA);
  });
});
