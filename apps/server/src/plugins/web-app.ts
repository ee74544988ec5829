import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error.js';

/**
 * Serves the built client from the same origin as the API. Paths that are not files get
 * index.html so that the client's router can answer them; /api paths never do.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasBuild = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      // '/' is the landing page: with no index file the directory answered 403.
      index: ['index.html'],
      // Our own header below decides; the library's default ('public, max-age=0') overrode it.
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, path) {
        // Vite names assets by content hash, so they never change under the same URL.
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (isPage) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, or `npm start` which builds it.');
    }
    // The error handler answers it, like every other error.
    throw notFound();
  });
}
