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
  interface FastifyContextConfig {
    /** true: no session at all; 'optional': signed out is fine, but a token given must be live. */
    public?: boolean | 'optional';
    /**
     * The handler judges the session in its own first read (the send reads the token with its
     * sender in one statement, and refuses a child session another profile with a 404): the
     * hook only asks for a well-formed bearer token, so the send costs one lookup, not two.
     */
    sessionCheckedByHandler?: boolean;
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

/** Whether a child session may make this request: its routes are listed, all else is refused. */
function childMay(request: FastifyRequest, childProfileId: string): boolean {
  const { method, routeOptions, params } = request;
  return childMayCall(childProfileId, method, routeOptions.url, params);
}

/** The hashed bearer token of a route whose handler judges the session itself, or 401. */
export function tokenHashOf(request: FastifyRequest): string {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized();
  return hashToken(token);
}

/**
 * Every route of the scope needs a live session unless it is declared public
 * (`config: { public: true }`); the session is looked up once and kept on the request.
 */
export function requireSessions(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request) => {
    const open = request.routeOptions.config.public;
    if (open === true || (open === 'optional' && !request.headers.authorization)) return;
    if (request.routeOptions.config.sessionCheckedByHandler) {
      tokenHashOf(request);
      return;
    }
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const principal = await principalForToken(db, token);
    if (!principal) throw unauthorized();
    if (principal.childProfileId) {
      if (!childMay(request, principal.childProfileId)) {
        throw new HttpError(403, 'forbidden', CHILD_MESSAGES.notAllowed);
      }
      await touchChildSession(db, principal.tokenHash);
    }
    request.principal = principal;
  });
}

/** The signed-in account of a request that went through `requireSessions`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
