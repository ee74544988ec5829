import { STORY_MESSAGES } from '@hearth/shared';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorEntries, responseError, statusOf } from '@/lib/errors';
import { noErrors, type StoryErrors, type StoryField } from './story-form';

export const STORY_GONE = msg`This story is no longer here. It may have been deleted on another device.`;

// The server lists sentences without saying which field they are about; the shared sentences
// are unique per field, so each finds its place again by its English words (as the server said
// it, whatever the language the form shows it in).
const FIELD_OF: Record<string, StoryField> = {
  [STORY_MESSAGES.titleRequired]: 'title',
  [STORY_MESSAGES.titleTooLong]: 'title',
  [STORY_MESSAGES.authorRequired]: 'author',
  [STORY_MESSAGES.authorTooLong]: 'author',
  [STORY_MESSAGES.coverRequired]: 'cover_emoji',
  [STORY_MESSAGES.coverTooLong]: 'cover_emoji',
  [STORY_MESSAGES.pagesCount]: 'pages',
  [STORY_MESSAGES.pageTextRequired]: 'pages',
  [STORY_MESSAGES.pageTextTooLong]: 'pages',
  [STORY_MESSAGES.illustrationRequired]: 'pages',
  [STORY_MESSAGES.illustrationTooLong]: 'pages',
};

/**
 * A failed save as the form shows it: 422 sentences beside their fields, the rest on top, in the
 * reader's language. Each sentence finds its field by the server's English, not by its shown text.
 */
export function serverErrors(error: unknown, fallback: string): StoryErrors {
  const errors = noErrors();
  const status = statusOf(error);
  if (status === 404) {
    errors.form.push(i18n._(STORY_GONE));
    return errors;
  }
  const list = status === 422 ? (errorEntries(error) ?? []) : [];
  for (const { english, text } of list) {
    const field = FIELD_OF[english];
    if (field && !errors[field]) errors[field] = text;
    else if (!field) errors.form.push(text);
  }
  if (list.length === 0) errors.form.push(responseError(error) ?? fallback);
  return errors;
}
