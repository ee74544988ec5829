import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES, type ApiErrorBody, type ErrorCode } from '@hearth/shared';
import { HttpError } from '../lib/http-error.js';

function body(code: ErrorCode, error: string, errors: string[] = [error]): ApiErrorBody {
  return { error, errors, code };
}

// Fastify's own client errors, translated into our sentences.
const FASTIFY_CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', MESSAGES.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large', MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_json', MESSAGES.invalidJson],
};

/** One place that turns every failure into the JSON error shape; a 5xx never shows its cause. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(body(error.code, error.message, error.errors));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      const [status, code, message] = known;
      return reply.code(status).send(body(code, message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(body(status === 404 ? 'not_found' : 'validation_failed', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('internal', MESSAGES.internal));
  });
}
