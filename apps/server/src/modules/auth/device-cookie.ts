import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const NAME = 'hearth_device';
/** Only the sign-in calls need it, so no other request carries it. */
const PATH = '/api/v1/auth';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const KNOWN_DEVICE_DAYS = 90;

/** The device token the browser keeps from its last sign-in, if it sent a well-formed one. */
export function deviceTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const token = parse(header)[NAME];
  return token && TOKEN.test(token) ? token : null;
}

/**
 * HttpOnly: page scripts never see it; SameSite=Strict: another site's form cannot send it;
 * Secure whenever the request came over HTTPS (directly or through a trusted proxy), so that it
 * still works on http://localhost.
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header(
    'set-cookie',
    serialize(NAME, token, {
      path: PATH,
      maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    }),
  );
}
