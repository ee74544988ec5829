import type { SentenceCode } from './sentences.js';

/**
 * Every error the API answers has this body: one sentence for people, and the full list, in
 * English; and beside the list, each sentence's stable code for the client to say it in the
 * person's language.
 */
export interface ApiErrorBody {
  error: string;
  errors: string[];
  code: ErrorCode;
  /**
   * Parallel to `errors`: the code of each sentence (`<table>.<key>`, as `sentenceCode` gives
   * it), or null for a sentence made on the fly (one that names a field or a value).
   */
  error_codes: (SentenceCode | null)[];
}

export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'invalid_json',
  'unsupported_media_type',
  'body_too_large',
  'headers_too_large',
  'request_timeout',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** A push endpoint another account has subscribed. */
  'endpoint_taken',
  'gone',
  'rate_limited',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
