import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy of every answer. The built app needs no inline or evaluated
 * script; styles may be inline because dialog libraries set them; audio and images may come
 * from blob: and data: URLs the app makes itself.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:', 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'worker-src': ["'self'", 'blob:'],
};

/**
 * The headers of every answer: the policy helmet applied before, written out once. They never
 * change per request (no nonces), so they are not rebuilt per request either. No referrer
 * leaves the app, so invite tokens in a /join URL never reach another site.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; '),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditors did more harm than good; '0' turns them off.
  'x-xss-protection': '0',
};

const ENTRIES = Object.entries(SECURITY_HEADERS);

export function registerSecurity(app: FastifyInstance): void {
  // On the raw response, before any route runs: a route's own reply.header still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of ENTRIES) reply.raw.setHeader(name, value);
    // An invite page carries its token in the URL: no search engine may keep it.
    if (isInvitePage(_request.url)) reply.raw.setHeader('x-robots-tag', 'noindex, nofollow');
    done();
  });
  // API answers are never stored, unless a route says how (signed media links may be cached).
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (
      request.url.startsWith('/api/') &&
      !(reply.statusCode < 300 && reply.hasHeader('cache-control'))
    ) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
}

/** The join page (`/join?token=...`, `/join/{id}?token=...`) and the join API. */
export function isInvitePage(url: string): boolean {
  const path = url.split('?')[0]!;
  return (
    path === '/join' ||
    path.startsWith('/join/') ||
    path === '/api/v1/conversations/join-via-invite'
  );
}
