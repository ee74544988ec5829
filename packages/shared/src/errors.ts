/** Every error the API answers has this body: one sentence for people, and the full list. */
export interface ApiErrorBody {
  error: string;
  errors: string[];
  code: ErrorCode;
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
