import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Headers for every response. The built app needs no inline or evaluated script; styles may be
 * inline because dialog libraries set them. No referrer leaves the app, so invite tokens in a
 * /join URL never reach another site.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'", 'blob:'],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
};

// Set by Fastify or Node for the probe's own response, not by helmet.
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets, computed once. @fastify/helmet rebuilds helmet's middleware (parsing
 * every CSP directive) on each request, ~4% of a message send's CPU, for headers that never
 * change here (no nonces, no per-route options). Taken from helmet itself, so they stay its.
 */
async function helmetHeaders(): Promise<[string, string | string[]][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(res.headers)
    .filter(([name]) => !NOT_HELMETS.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]);
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  // On the raw response, where helmet puts them: a route's own reply.header still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}
