import { describe, expect, it } from 'vitest';
import { PICKER_EMOJI } from './emoji';
import { LANGUAGES } from '@hearth/shared';
import { demoStories } from './stories';
import { STORY_PROMPTS } from './story-prompts';

describe('built-in demo content', () => {
  it('has 48 different emoji in the picker', () => {
    expect(PICKER_EMOJI).toHaveLength(48);
    expect(new Set(PICKER_EMOJI).size).toBe(48);
  });

  it.each(LANGUAGES)(
    'has the three stories in %s with 6, 4 and 5 numbered, illustrated pages',
    (language) => {
      const stories = demoStories(language);
      expect(stories.map((s) => s.pages.length)).toEqual([6, 4, 5]);
      if (language !== 'en') expect(stories[0]!.title).not.toBe(demoStories('en')[0]!.title);
      for (const story of stories) {
        expect(story.title && story.author && story.coverEmoji).toBeTruthy();
        story.pages.forEach((page, i) => {
          expect(page.pageNumber).toBe(i + 1);
          expect(page.text.length).toBeGreaterThan(20);
          expect(page.illustration).not.toBe('');
        });
      }
    },
  );

  it('has 8 story prompts with emoji, title and description', () => {
    expect(STORY_PROMPTS).toHaveLength(8);
    for (const p of STORY_PROMPTS) expect(p.emoji && p.title && p.description).toBeTruthy();
  });
});
