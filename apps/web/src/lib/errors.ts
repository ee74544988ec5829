import { ApiError } from './api-client';

function bodyOf(error: unknown): Record<string, unknown> | null {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    return error.body as Record<string, unknown>;
  }
  return null;
}

/** The server's list of error sentences, when the failed response carried one. */
export function errorList(error: unknown): string[] | null {
  const errors = bodyOf(error)?.errors;
  if (!Array.isArray(errors)) return null;
  const strings = errors.filter((e): e is string => typeof e === 'string' && e.length > 0);
  return strings.length > 0 ? strings : null;
}

/** Section 8 for forms: the first string of the errors array, else the form's own fallback. */
export function firstError(error: unknown, fallback: string): string {
  return errorList(error)?.[0] ?? fallback;
}

/** The response's error text, else the fallback (invite and join failures). */
export function responseError(error: unknown): string | null {
  const text = bodyOf(error)?.error;
  return typeof text === 'string' && text ? text : null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
