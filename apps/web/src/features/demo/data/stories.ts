import { builtInStories, type Language } from '@hearth/shared';
import type { DemoStory } from '../api/demo-types';

const byLanguage = new Map<Language, readonly DemoStory[]>();

/** The built-in stories of the real app in a language, in the demo's own shape. */
export function demoStories(language: Language): readonly DemoStory[] {
  let stories = byLanguage.get(language);
  if (!stories) {
    stories = builtInStories(language).map((story) => ({
      id: story.id,
      title: story.title,
      author: story.author,
      coverEmoji: story.cover_emoji,
      pages: story.pages.map((page) => ({
        pageNumber: page.page_number,
        text: page.text,
        illustration: page.illustration,
      })),
    }));
    byLanguage.set(language, stories);
  }
  return stories;
}
