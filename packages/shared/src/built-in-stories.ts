// Apart from stories.ts: the built-in library needs no zod, so its readers do not load it.
import { isLanguage, type Language } from './language-tags.js';
import { BUILT_IN_STORY_DATA, storyLibrary, type BuiltInStoryData } from './story-library.js';
import type { StoryPage } from './story-page.js';

/** A story of the library, as `GET /api/v1/stories` lists it. */
export interface Story {
  id: string;
  title: string;
  author: string;
  cover_emoji: string;
  /** True for the stories every family has; false for the account's own. */
  built_in: boolean;
  pages: StoryPage[];
}

function asStories(library: readonly BuiltInStoryData[]): readonly Story[] {
  return library.map((story) => ({
    ...story,
    built_in: true,
    pages: story.pages.map((page) => ({ ...page })),
  }));
}

/** The built-in stories in English, as the product spec words them. */
export const BUILT_IN_STORIES: readonly Story[] = asStories(BUILT_IN_STORY_DATA);

// Filled on first asking, as storyLibrary's languages are.
const builtInByLanguage: Partial<Record<Language, readonly Story[]>> = {};

/** The built-in stories in a profile's language: English for 'en' and for null (not chosen). */
export function builtInStories(language: Language | null | undefined): readonly Story[] {
  if (!isLanguage(language) || language === 'en') return BUILT_IN_STORIES;
  return (builtInByLanguage[language] ??= asStories(storyLibrary(language)));
}
