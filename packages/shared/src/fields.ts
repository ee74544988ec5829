import { z } from 'zod';
import { LIMITS, MESSAGES } from './limits.js';

/** Characters as people count them: an emoji is one, not the two UTF-16 units it takes. */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/**
 * A trimmed text field whose every failure (missing, wrong type, empty, too long) reads as one
 * clear sentence, so that validation errors can be shown to people as they are.
 */
export function trimmedText(required: string, tooLong: string, max: number) {
  return (
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      // A cheap bound first (no character takes more than two units), then the real count.
      .max(max * 2, { error: tooLong })
      .refine((text) => characterCount(text) <= max, { error: tooLong })
  );
}

// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .max(LIMITS.emailMax, { error: MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { error: MESSAGES.emailInvalid })
  .transform((email) => email.toLowerCase());

export const nicknameField = trimmedText(
  MESSAGES.nicknameRequired,
  MESSAGES.nicknameTooLong,
  LIMITS.nicknameMax,
);

export const titleField = trimmedText(
  MESSAGES.titleRequired,
  MESSAGES.titleTooLong,
  LIMITS.titleMax,
);

export const contentField = trimmedText(
  MESSAGES.contentRequired,
  MESSAGES.contentTooLong,
  LIMITS.messageMax,
);
