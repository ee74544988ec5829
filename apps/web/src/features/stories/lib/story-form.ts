import { storyRequestSchema, type Story } from '@hearth/shared';
import { withSuggestedEmoji } from './suggest-emoji';
import type { PageValues, StoryValues } from './story-values';

export type { PageValues, StoryValues };

/** What the API takes: trimmed by the shared rules, pages in reading order. */
export interface StoryFields {
  title: string;
  author: string;
  cover_emoji: string;
  pages: { text: string; illustration: string }[];
}

export type StoryField = 'title' | 'author' | 'cover_emoji' | 'pages';

export interface StoryErrors {
  title?: string;
  author?: string;
  cover_emoji?: string;
  /** About the pages as a whole: how many, or a page problem the server did not place. */
  pages?: string;
  /** By page key. */
  page: Record<string, { text?: string; illustration?: string }>;
  /** Anything that belongs to no field, shown above the form. */
  form: string[];
}

let keys = 0;
export function newPage(text = '', illustration = ''): PageValues {
  keys += 1;
  return { key: `page-${keys}`, text, illustration };
}

export function emptyStory(author: string): StoryValues {
  return { title: '', author, cover_emoji: '', pages: [newPage()] };
}

export function storyValues(story: Story): StoryValues {
  return {
    title: story.title,
    author: story.author,
    cover_emoji: story.cover_emoji,
    pages: story.pages.map((page) => newPage(page.text, page.illustration)),
  };
}

export const noErrors = (): StoryErrors => ({ page: {}, form: [] });

export function hasErrors(errors: StoryErrors): boolean {
  return (
    errors.form.length > 0 ||
    Boolean(errors.title || errors.author || errors.cover_emoji || errors.pages) ||
    Object.keys(errors.page).length > 0
  );
}

const FIELDS: readonly string[] = ['title', 'author', 'cover_emoji', 'pages'];

/**
 * The story ready to send, or the shared rules' sentences placed on the fields (and the very
 * page) they are about, so that the form says what the server would.
 */
export function checkStory(given: StoryValues): { story: StoryFields } | { errors: StoryErrors } {
  // Emoji are optional: a blank cover or picture takes the one the form suggests.
  const values = withSuggestedEmoji(given);
  const pages = values.pages.map(({ text, illustration }) => ({ text, illustration }));
  const result = storyRequestSchema.safeParse({ story: { ...values, pages } });
  if (result.success) return { story: result.data.story };
  const errors = noErrors();
  for (const { path, message } of result.error.issues) {
    const [, field, index, pageField] = path;
    const key = typeof index === 'number' ? values.pages[index]?.key : undefined;
    if (key && (pageField === 'text' || pageField === 'illustration')) {
      const page = (errors.page[key] ??= {});
      page[pageField] ??= message;
    } else if (typeof field === 'string' && FIELDS.includes(field)) {
      errors[field as StoryField] ??= message;
    } else if (!errors.form.includes(message)) {
      errors.form.push(message);
    }
  }
  return { errors };
}
