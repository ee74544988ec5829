import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../lib/http-error.js';
import { languageOfRequest } from '../../lib/texts/index.js';
import { principalOf } from '../../plugins/authenticate.js';
import { gonePage, linkAudio, linkedRecording, linkPage } from './keepsake-links.service.js';
import { KeepsakeWorker } from './printed-worker.js';
import { download } from './printed-download.service.js';
import * as printed from './printed.service.js';

interface BookParams {
  profileId: string;
  id: string;
}

export interface KeepsakeOptions {
  /** Tests hold the worker to run it when they choose. */
  onWorker?: (worker: KeepsakeWorker) => void;
}

/** Printed keepsake books: asking for one, its status and download, and the account's links. */
export function printedRoutes(ctx: AppContext, options: KeepsakeOptions = {}) {
  return async (app: FastifyInstance): Promise<void> => {
    const worker = new KeepsakeWorker(ctx, app.log);
    options.onWorker?.(worker);
    app.addHook('onReady', async () => worker.start());
    // Before the app's own onClose closes the database, which a book in the making needs.
    app.addHook('preClose', async () => worker.close());

    app.post<{ Params: { profileId: string } }>(
      '/profiles/:profileId/keepsakes',
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const { accountId } = principalOf(request);
        const book = await printed.startBook(
          ctx,
          accountId,
          request.params.profileId,
          request.body,
          origin,
        );
        void worker.wake();
        reply.code(202);
        return { keepsake: book };
      },
    );
    app.get<{ Params: BookParams }>('/profiles/:profileId/keepsakes/:id', async (request) => {
      const { profileId, id } = request.params;
      const book = await printed.bookStatus(ctx, principalOf(request).accountId, profileId, id);
      return { keepsake: book };
    });
    // No sign-in: the short-lived signature is the permission (a download is a plain link).
    app.get<{ Params: { id: string } }>(
      '/keepsakes/:id/book.pdf',
      { config: { public: true } },
      async (request, reply) => {
        const { book, body } = await download(ctx, request.params.id, request.query);
        const name = encodeURIComponent(`${book.title}.pdf`);
        return reply
          .type('application/pdf')
          .header('content-length', String(book.byte_size))
          .header(
            'content-disposition',
            `attachment; filename="book.pdf"; filename*=UTF-8''${name}`,
          )
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
    app.get('/account/keepsake-links', async (request) => ({
      books: await printed.linkBooks(ctx, principalOf(request).accountId),
    }));
    app.post<{ Params: { id: string } }>(
      '/account/keepsake-links/:id/turn-off',
      async (request) => ({
        book: await printed.turnOffLinks(ctx, principalOf(request).accountId, request.params.id),
      }),
    );
  };
}

/** The pages printed codes open (`/k/{token}`): public, one recording each, never indexed. */
export function keepsakeLinkRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('cache-control', 'no-store');
    });
    app.get<{ Params: { token: string } }>('/k/:token', async (request, reply) => {
      // Whoever holds the book may have no account: the page speaks their browser's language.
      const language = languageOfRequest(request.headers['accept-language']);
      reply.header('vary', 'accept-language');
      try {
        const link = await linkedRecording(ctx, request.params.token);
        return reply
          .type('text/html; charset=utf-8')
          .send(linkPage(link.title, request.params.token, link.mime_type, language));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return reply
          .code(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(gonePage(error.statusCode, language));
      }
    });
    app.get<{ Params: { token: string } }>('/k/:token/audio', async (request, reply) => {
      const served = await linkAudio(ctx, request.params.token, request.headers.range);
      return reply.code(served.status).headers(served.headers).send(served.body);
    });
  };
}
