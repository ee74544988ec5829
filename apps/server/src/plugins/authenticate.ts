import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@hearth/shared';
import { HttpError } from '../lib/http-error.js';
import { hashToken } from '../lib/tokens.js';
import { nowIso } from '../lib/ids.js';
import { precompiled } from '../db/database.js';
import type { Db } from '../db/schema.js';

export interface Principal {
  accountId: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', MESSAGES.unauthorized);

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

// Runs on every authenticated request: compiled once, not rebuilt per request.
const liveToken = precompiled((db: Db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('access_tokens')
    .select('account_id')
    .where('token_hash', '=', p.tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', p.now),
);

/** The account behind a token that is neither revoked nor expired, or null. */
export async function principalForToken(db: Db, token: string): Promise<Principal | null> {
  return principalForTokenHash(db, hashToken(token));
}

/** The same, for a token already hashed (the message send checks its token in its own write). */
export async function principalForTokenHash(db: Db, tokenHash: string): Promise<Principal | null> {
  const [row] = await liveToken(db, { tokenHash, now: nowIso() });
  return row ? { accountId: row.account_id, tokenHash } : null;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
}

/** preHandler for routes that need a signed-in account. */
export function authenticate(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const principal = await principalForToken(db, token);
    if (!principal) throw unauthorized();
    request.principal = principal;
  };
}

/** The signed-in account of a request that went through `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
