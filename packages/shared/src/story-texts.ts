// Apart from stories.ts: the web's first chunks read these texts, limits and prompts without zod.

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
  /** Issue 32: a keepsake book is made of a read-aloud. */
  notStory: 'Only a read-aloud can be saved as a book',
} as const;

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
