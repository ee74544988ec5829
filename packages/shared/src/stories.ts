import { z } from 'zod';
import { characterCount, trimmedText } from './fields.js';
import type { MessageAudio } from './media.js';
import { isLanguage, type Language } from './language-tags.js';
import { BUILT_IN_STORY_DATA, storyLibrary, type BuiltInStoryData } from './story-library.js';
import type { StoryPage } from './story-page.js';

export type { StoryPage };

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

/** A read-aloud as it was when sent: a copy of the story, with a recording per page or null. */
export interface MessageStory {
  id: string;
  title: string;
  author: string;
  cover_emoji: string;
  pages: (StoryPage & { audio: MessageAudio | null })[];
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

export const STORY_LIMITS = {
  pagesMin: 1,
  pagesMax: 30,
  pageTextMax: 1000,
  titleMax: 100,
  authorMax: 100,
  /** Emoji are counted as people see them; a scene of a few emoji fits. */
  illustrationMax: 12,
  coverEmojiMax: 4,
  /** Family stories an account may keep. */
  perAccount: 200,
} as const;

export const STORY_MESSAGES = {
  titleRequired: 'Please enter a story title',
  titleTooLong: `Story title must be at most ${STORY_LIMITS.titleMax} characters`,
  authorRequired: 'Please enter the author',
  authorTooLong: `Author must be at most ${STORY_LIMITS.authorMax} characters`,
  coverRequired: 'Please choose a cover emoji',
  coverTooLong: `The cover can be at most ${STORY_LIMITS.coverEmojiMax} emoji`,
  pagesCount: `A story has from ${STORY_LIMITS.pagesMin} to ${STORY_LIMITS.pagesMax} pages`,
  pageTextRequired: 'Please write the text of every page',
  pageTextTooLong: `A page can be at most ${STORY_LIMITS.pageTextMax} characters`,
  illustrationRequired: 'Please choose an illustration for every page',
  illustrationTooLong: `An illustration can be at most ${STORY_LIMITS.illustrationMax} emoji`,
  tooManyStories: `A family can keep at most ${STORY_LIMITS.perAccount} stories`,
  builtIn: 'Built-in stories cannot be changed',
  storyRequired: 'story must name a story and its recorded pages',
  storyUnknown: 'story_id must be a story in your library',
  pageUnknown: 'page_number must be a page of the story, each at most once',
  storyWithAudio: 'A story message carries its recordings per page, not audio_id',
  promptUnknown: 'prompt_id must be one of the story prompts',
} as const;

const pageSchema = z.object(
  {
    text: trimmedText(
      STORY_MESSAGES.pageTextRequired,
      STORY_MESSAGES.pageTextTooLong,
      STORY_LIMITS.pageTextMax,
    ),
    illustration: trimmedText(
      STORY_MESSAGES.illustrationRequired,
      STORY_MESSAGES.illustrationTooLong,
      STORY_LIMITS.illustrationMax,
    ),
  },
  { error: STORY_MESSAGES.pageTextRequired },
);

const storyFields = {
  title: trimmedText(
    STORY_MESSAGES.titleRequired,
    STORY_MESSAGES.titleTooLong,
    STORY_LIMITS.titleMax,
  ),
  author: trimmedText(
    STORY_MESSAGES.authorRequired,
    STORY_MESSAGES.authorTooLong,
    STORY_LIMITS.authorMax,
  ),
  cover_emoji: trimmedText(
    STORY_MESSAGES.coverRequired,
    STORY_MESSAGES.coverTooLong,
    STORY_LIMITS.coverEmojiMax,
  ),
  pages: z
    .array(pageSchema, { error: STORY_MESSAGES.pagesCount })
    .min(STORY_LIMITS.pagesMin, { error: STORY_MESSAGES.pagesCount })
    .max(STORY_LIMITS.pagesMax, { error: STORY_MESSAGES.pagesCount }),
};

/** `POST /api/v1/stories`: every field. */
export const storyRequestSchema = z.object(
  { story: z.object(storyFields, { error: STORY_MESSAGES.titleRequired }) },
  { error: STORY_MESSAGES.titleRequired },
);
/** `PATCH /api/v1/stories/{id}`: any of the fields; pages, when given, replace them all. */
export const storyPatchSchema = z.object(
  { story: z.object(storyFields).partial() },
  { error: STORY_MESSAGES.titleRequired },
);
export type StoryRequest = z.input<typeof storyRequestSchema>;

/** A read-aloud in a send: the story and the recording of each recorded page. */
export const storyMessageField = z.object(
  {
    story_id: z
      .string({ error: STORY_MESSAGES.storyUnknown })
      .min(1, { error: STORY_MESSAGES.storyUnknown })
      .max(64, { error: STORY_MESSAGES.storyUnknown })
      .transform((id) => id.toLowerCase()),
    pages: z
      .array(
        z.object(
          {
            page_number: z
              .number({ error: STORY_MESSAGES.pageUnknown })
              .int({ error: STORY_MESSAGES.pageUnknown })
              .min(1, { error: STORY_MESSAGES.pageUnknown })
              .max(STORY_LIMITS.pagesMax, { error: STORY_MESSAGES.pageUnknown }),
            audio_id: z.string({ error: STORY_MESSAGES.storyRequired }).max(64),
          },
          { error: STORY_MESSAGES.storyRequired },
        ),
        { error: STORY_MESSAGES.storyRequired },
      )
      .max(STORY_LIMITS.pagesMax, { error: STORY_MESSAGES.pageUnknown })
      .refine((pages) => new Set(pages.map((p) => p.page_number)).size === pages.length, {
        error: STORY_MESSAGES.pageUnknown,
      }),
  },
  { error: STORY_MESSAGES.storyRequired },
);

export interface StoryPrompt {
  id: string;
  emoji: string;
  title: string;
  description: string;
}

/** What a message answering (or asking with) a prompt carries of it. */
export interface MessagePrompt {
  id: string;
  emoji: string;
  title: string;
}

/** Conversation starters: the title opens the message, the description guides it. */
export const STORY_PROMPTS: readonly StoryPrompt[] = [
  {
    id: 'favourite-toy',
    emoji: '🧸',
    title: 'My favourite toy',
    description: 'Tell about a toy you loved when you were little.',
  },
  {
    id: 'house-grew-up-in',
    emoji: '🏡',
    title: 'The house I grew up in',
    description: 'Describe the rooms, the garden and the smells of home.',
  },
  {
    id: 'first-day-at-school',
    emoji: '🎒',
    title: 'My first day at school',
    description: 'Share what school was like and who sat next to you.',
  },
  {
    id: 'pet-i-remember',
    emoji: '🐶',
    title: 'A pet I remember',
    description: 'Tell about an animal that was part of your family.',
  },
  {
    id: 'holiday-to-remember',
    emoji: '🎄',
    title: 'A holiday to remember',
    description: 'Describe a celebration and the food everyone shared.',
  },
  {
    id: 'big-adventure',
    emoji: '🌊',
    title: 'A big adventure',
    description: 'Tell about a trip or a day when something surprising happened.',
  },
  {
    id: 'family-recipe',
    emoji: '🍪',
    title: 'A family recipe',
    description: 'Explain how to make a dish your family loves.',
  },
  {
    id: 'when-parent-was-small',
    emoji: '💌',
    title: 'When your parent was small',
    description: 'Share a funny story about their mum or dad as a child.',
  },
];

export function findPrompt(id: string): StoryPrompt | undefined {
  return STORY_PROMPTS.find((prompt) => prompt.id === id);
}

export const promptIdField = z
  .string({ error: STORY_MESSAGES.promptUnknown })
  .refine((id) => characterCount(id) <= 64 && findPrompt(id) !== undefined, {
    error: STORY_MESSAGES.promptUnknown,
  });
