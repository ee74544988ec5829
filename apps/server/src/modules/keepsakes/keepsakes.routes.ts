import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { storyBook } from './keepsakes.service.js';

interface Params {
  profileId: string;
  id: string;
  messageId: string;
}

/**
 * `attachment` with the title as file name: a plain ASCII `filename` for old clients and the
 * exact title as UTF-8 in `filename*` (RFC 6266, RFC 8187).
 */
export function attachment(title: string): string {
  const name = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'story';
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]+/g, '')
      .trim() || 'story';
  const encoded = encodeURIComponent(`${name}.epub`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.epub"; filename*=UTF-8''${encoded}`;
}

export function keepsakeRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: Params }>(
      '/profiles/:profileId/conversations/:id/messages/:messageId/keepsake.epub',
      async (request, reply) => {
        const { profileId, id, messageId } = request.params;
        const accountId = principalOf(request).accountId;
        const book = await storyBook(ctx, accountId, profileId, id, messageId);
        return reply
          .type('application/epub+zip')
          .header('content-disposition', attachment(book.title))
          .header('cache-control', 'private, no-store')
          .send(book.epub);
      },
    );
  };
}
