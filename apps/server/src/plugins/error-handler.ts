import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, sentenceCode, type ApiErrorBody, type ErrorCode } from '@hearth/shared';
import { HttpError, notFound } from '../lib/http-error.js';
import { SECURITY_HEADERS } from './security.js';

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
}

// Fastify's own client errors, translated into our sentences.
const FASTIFY_CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', MESSAGES.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large', MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_json', MESSAGES.invalidJson],
};

// Node's errors for a request it could not read, before any route saw it.
const CONNECTION_ERRORS: Record<string, () => HttpError> = {
  HPE_HEADER_OVERFLOW: () => new HttpError(431, 'headers_too_large', MESSAGES.headersTooLarge),
  ERR_HTTP_REQUEST_TIMEOUT: () => new HttpError(408, 'request_timeout', MESSAGES.requestTimeout),
};

/**
 * Every error body: the English sentences for API users, and beside each one the stable code of
 * the sentence (null for one made on the fly), which the client shows in the person's language.
 */
function answer(error: HttpError): ErrorAnswer {
  return {
    status: error.statusCode,
    body: {
      error: error.message,
      errors: error.errors,
      code: error.code,
      error_codes: error.errors.map((sentence) => sentenceCode(sentence) ?? null),
    },
    headers: error.headers,
  };
}

/**
 * The one place that turns a failure into the JSON error shape; a 5xx never shows its cause.
 * Returns null for a failure that is ours to log (an unexpected 5xx).
 */
function answerFor(error: FastifyError | HttpError, url: string): ErrorAnswer | null {
  if (error instanceof HttpError) return answer(error);
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return answer(new HttpError(...known));
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  // A path the static file server refuses (a traversal: 403, a malformed name: 400) names
  // nothing we serve, so it answers like any unknown resource.
  if (status === 404 || !url.startsWith('/api/')) return answer(notFound());
  return answer(new HttpError(status, 'validation_failed', error.message));
}

const internal = () => answer(new HttpError(500, 'internal', MESSAGES.internal));

function send(reply: FastifyReply, { status, body, headers }: ErrorAnswer) {
  return reply.code(status).headers(headers).send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const known = answerFor(error, request.url);
    if (known) return send(reply, known);
    request.log.error({ err: error }, 'request failed');
    return send(reply, internal());
  });
}

/**
 * Fastify's `frameworkErrors`: paths the router cannot take (over-long ids, broken
 * percent-encoding) name nothing we have. No hook runs for them, so the security headers that
 * every answer carries are set here, from the same policy.
 */
export function frameworkErrorHandler(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
  void send(reply, answer(notFound()));
}

/**
 * Fastify's `clientErrorHandler`: Node could not read a request (headers too large, a request
 * that did not arrive in time, bytes that are not HTTP). The answer is written on the socket,
 * with our shape and headers, unless an answer to this request has already begun.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code }, 'client error');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const make = error.code ? CONNECTION_ERRORS[error.code] : undefined;
    const { status, body } = answer(
      make ? make() : new HttpError(400, 'bad_request', MESSAGES.badRequest),
    );
    const json = JSON.stringify(body);
    const headers = {
      ...SECURITY_HEADERS,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
      connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${json}`);
  }
  socket.destroy(error);
}
