import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHILD_MESSAGES, MESSAGES } from '@hearth/shared';
import { HttpError } from '../lib/http-error.js';
import { hashToken } from '../lib/tokens.js';
import type { Db } from '../db/schema.js';
import {
  childMayCall,
  principalForTokenHash,
  touchChildSession,
  type Principal,
} from '../modules/access/access.service.js';

export type { Principal };

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

/** The account behind a token that is neither revoked nor expired, or null. */
export async function principalForToken(db: Db, token: string): Promise<Principal | null> {
  return principalForTokenHash(db, hashToken(token));
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
    if (principal.childProfileId) {
      const { method, routeOptions, params } = request;
      if (!childMayCall(principal.childProfileId, method, routeOptions.url, params)) {
        throw new HttpError(403, 'forbidden', CHILD_MESSAGES.notAllowed);
      }
      await touchChildSession(db, principal.tokenHash);
    }
    request.principal = principal;
  };
}

/** The signed-in account of a request that went through `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
