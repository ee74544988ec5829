/** Every error the API answers has this body: one sentence for people, and the full list. */
export interface ApiErrorBody {
  error: string;
  errors: string[];
  code: ErrorCode;
}

export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'unsupported_media_type',
  'body_too_large',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'rate_limited',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
