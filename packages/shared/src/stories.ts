import { z } from 'zod';
import { characterCount, trimmedText } from './fields.js';
import type { MessageAudio } from './media.js';
import type { StoryPage } from './story-page.js';
import { findPrompt, STORY_LIMITS, STORY_MESSAGES } from './story-texts.js';

export type { StoryPage };
export * from './built-in-stories.js';
export * from './story-texts.js';

/** A read-aloud as it was when sent: a copy of the story, with a recording per page or null. */
export interface MessageStory {
  id: string;
  title: string;
  author: string;
  cover_emoji: string;
  pages: (StoryPage & { audio: MessageAudio | null })[];
}

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

export const promptIdField = z
  .string({ error: STORY_MESSAGES.promptUnknown })
  .refine((id) => characterCount(id) <= 64 && findPrompt(id) !== undefined, {
    error: STORY_MESSAGES.promptUnknown,
  });
