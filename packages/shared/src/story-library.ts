import { isLanguage, type Language } from './language-tags.js';
import { ar } from './story-library/ar.js';
import { de } from './story-library/de.js';
import {
  BUILT_IN_STORY_DATA,
  type BuiltInStoryData,
  type StoryLibraryTranslation,
} from './story-library/en.js';
import { es } from './story-library/es.js';
import { fr } from './story-library/fr.js';
import { ptBR } from './story-library/pt-BR.js';
import { zhHans } from './story-library/zh-Hans.js';

export {
  BUILT_IN_STORY_DATA,
  type BuiltInStoryData,
  type BuiltInStoryId,
  type StoryLibraryTranslation,
} from './story-library/en.js';

/** Every language but English, which is the library itself. */
export const STORY_LIBRARY_TRANSLATIONS: {
  readonly [L in Exclude<Language, 'en'>]: StoryLibraryTranslation;
} = {
  es,
  fr,
  de,
  'pt-BR': ptBR,
  'zh-Hans': zhHans,
  ar,
};

function translated(translation: StoryLibraryTranslation): readonly BuiltInStoryData[] {
  return BUILT_IN_STORY_DATA.map((story) => {
    const words = translation[story.id];
    return {
      ...story,
      title: words.title,
      author: words.author,
      pages: story.pages.map((page, i) => ({ ...page, text: words.pages[i] ?? page.text })),
    };
  });
}

// Filled on first asking; an object literal, so that a bundle that never asks drops the languages.
const libraries: Partial<Record<Language, readonly BuiltInStoryData[]>> = {};

/**
 * The built-in library in a language: English for 'en', for null (no language chosen) and for
 * anything that is not one of LANGUAGES.
 */
export function storyLibrary(language: Language | null | undefined): readonly BuiltInStoryData[] {
  if (!isLanguage(language) || language === 'en') return BUILT_IN_STORY_DATA;
  return (libraries[language] ??= translated(STORY_LIBRARY_TRANSLATIONS[language]));
}
