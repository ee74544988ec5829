import { i18n, type MessageDescriptor } from '@lingui/core';
import type { SentenceCode } from '@hearth/shared';
import { ApiError, errorCodeFor } from './api-client';
import { sharedSentence, sharedSentenceCode } from './i18n/shared-texts';

/**
 * The server's error sentences, shown in the active language. An error body carries English
 * sentences (`error`, `errors`) and, beside them, their stable codes (`error_codes`, parallel to
 * `errors`): a code is shown in the person's language; a sentence without one is found by its
 * English words; a sentence Hearth does not know is shown as it came.
 */

/** One sentence of an error body: as the person reads it, as the server said it, and its code. */
export interface ErrorEntry {
  text: string;
  english: string;
  code: SentenceCode | undefined;
}

function bodyOf(error: unknown): Record<string, unknown> | null {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    return error.body as Record<string, unknown>;
  }
  return null;
}

function entry(english: string, given: string | undefined): ErrorEntry {
  return {
    text: sharedSentence(english, given),
    english,
    code: sharedSentenceCode(english, given),
  };
}

/**
 * The server's list of error sentences with their codes, when the failed response carried one:
 * for a caller that must know which sentence it is (by `code`, or by `english` against the
 * contract's tables) whatever the language shown.
 */
export function errorEntries(error: unknown): ErrorEntry[] | null {
  const body = bodyOf(error);
  const errors = body?.errors;
  if (!Array.isArray(errors)) return null;
  const entries = errors.flatMap((english: unknown, index) =>
    typeof english === 'string' && english.length > 0
      ? [entry(english, errorCodeFor(body, english, index))]
      : [],
  );
  return entries.length > 0 ? entries : null;
}

/** The server's list of error sentences in the active language, when the response carried one. */
export function errorList(error: unknown): string[] | null {
  return errorEntries(error)?.map((e) => e.text) ?? null;
}

function fallbackText(fallback: string | MessageDescriptor): string {
  return typeof fallback === 'string' ? fallback : i18n._(fallback);
}

/**
 * Section 8 for forms: the first sentence of the errors array, else the form's own fallback (a
 * sentence, or a message descriptor shown in the active language).
 */
export function firstError(error: unknown, fallback: string | MessageDescriptor): string {
  return errorList(error)?.[0] ?? fallbackText(fallback);
}

/** The response's `error` sentence with its code, for a caller that must tell which it is. */
export function responseErrorEntry(error: unknown): ErrorEntry | null {
  const body = bodyOf(error);
  const english = body?.error;
  if (typeof english !== 'string' || !english) return null;
  return entry(english, errorCodeFor(body, english));
}

/** The response's error sentence in the active language, else null (invite and join failures). */
export function responseError(error: unknown): string | null {
  return responseErrorEntry(error)?.text ?? null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
