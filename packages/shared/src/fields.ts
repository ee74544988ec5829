import { z } from 'zod';
import { LIMITS, MESSAGES } from './limits.js';

/** Characters as people count them: an emoji is one, not the two UTF-16 units it takes. */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

// With the u flag a lone surrogate reads as its own code point, and only such a one is \p{Cs}.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * False for text that is not well-formed UTF-16 (a lone surrogate, which JSON's \u escapes can
 * carry). Such text cannot be stored as UTF-8 as it is: it would be read back as U+FFFD, so what
 * was acknowledged would differ from what was kept.
 */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** A string that is well-formed Unicode; every text the API takes is one. */
export function wellFormedString(error: string) {
  return z
    .string({ error })
    .refine(isWellFormedText, { error: MESSAGES.textMalformed, abort: true });
}

// Characters that show nothing on their own: format characters (zero-width space and joiners,
// direction marks, word joiner, BOM), separators, variation selectors, the Hangul fillers and the
// blank Braille pattern. Text made only of these reads as blank to a person.
const INVISIBLE_ONLY =
  /^[\s\p{Cf}\p{Z}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** True when the text shows nothing: empty, spaces, or invisible characters only. */
export function isBlankText(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}

/**
 * A trimmed text field whose every failure (missing, wrong type, empty, too long) reads as one
 * clear sentence, so that validation errors can be shown to people as they are.
 */
export function trimmedText(required: string, tooLong: string, max: number) {
  return (
    wellFormedString(required)
      .trim()
      .refine((text) => !isBlankText(text), { error: required, abort: true })
      // A cheap bound first (no character takes more than two units), then the real count.
      .max(max * 2, { error: tooLong })
      .refine((text) => characterCount(text) <= max, { error: tooLong })
  );
}

// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = wellFormedString(MESSAGES.emailInvalid)
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
