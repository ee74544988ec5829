import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError, unprocessable } from '../lib/http-error.js';
import { MESSAGES } from '@hearth/shared';

export const NUL_REFUSED = 'Text must not contain NUL characters';

/** True when any key or string inside the parsed body holds U+0000. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * The specification's client sends `Content-Type: application/json` on every call, bodiless
 * DELETEs included, so an empty JSON body means "no body" rather than an error. Prototype
 * poisoning keys are refused as malformed. U+0000 is refused everywhere: PostgreSQL cannot store
 * it in text (it answered 500), and both databases must behave alike.
 */
export function registerJsonBody(app: FastifyInstance, bodyLimit: number): void {
  // Only JSON is taken: Fastify's default text/plain parser let such bodies through (415 now).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_request, raw, done) => {
      const text = typeof raw === 'string' ? raw : raw.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      let body: unknown;
      try {
        body = secureJson.parse(text, undefined, {
          protoAction: 'error',
          constructorAction: 'error',
        });
      } catch {
        return done(new HttpError(400, 'invalid_json', MESSAGES.invalidJson), undefined);
      }
      if (containsNul(body)) return done(unprocessable([NUL_REFUSED]), undefined);
      done(null, body);
    },
  );
}
