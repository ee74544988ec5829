import { EMOJI_CHOICES } from '../components/emoji-choices';
import type { StoryValues } from './story-values';

/** The cover of a story whose words suggest nothing better. */
export const DEFAULT_COVER = '📖';

// Words a family story often uses for the emoji in the grid, beside the grid's own names.
const OTHER_WORDS: Record<string, string> = {
  bunny: '🐰',
  kitten: '🐱',
  puppy: '🐶',
  grandma: '👵',
  granny: '👵',
  nana: '👵',
  grandpa: '👴',
  king: '👑',
  queen: '👑',
  princess: '👑',
  prince: '👑',
  beach: '🌊',
  ocean: '🌊',
  birthday: '🎂',
  forest: '🌳',
  woods: '🌳',
  garden: '🌸',
  ship: '⛵',
  night: '🌙',
  snowman: '❄️',
  book: '📚',
  love: '❤️',
};

/** The first emoji the words name ("The three bears" gives 🐻), or null. */
export function suggestEmoji(text: string): string | null {
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const choice = EMOJI_CHOICES.find((c) => c.name === word || `${c.name}s` === word);
    if (choice) return choice.emoji;
    const other = OTHER_WORDS[word] ?? OTHER_WORDS[word.replace(/s$/, '')];
    if (other) return other;
  }
  return null;
}

/** The cover a blank cover field stands for: one the title suggests, else a book. */
export const coverFor = (values: StoryValues) =>
  values.cover_emoji.trim() || suggestEmoji(values.title) || DEFAULT_COVER;

/** The picture a blank page stands for: one its words suggest, else the cover. */
export const pictureFor = (text: string, illustration: string, cover: string) =>
  illustration.trim() || suggestEmoji(text) || cover;

/** Emoji are optional: each blank one takes its suggestion before the story is checked. */
export function withSuggestedEmoji(values: StoryValues): StoryValues {
  const cover = coverFor(values);
  return {
    ...values,
    cover_emoji: cover,
    pages: values.pages.map((p) => ({
      ...p,
      illustration: pictureFor(p.text, p.illustration, cover),
    })),
  };
}
