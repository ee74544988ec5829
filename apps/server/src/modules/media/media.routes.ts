import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { serveMedia } from './media-serve.js';
import { startMediaSweep } from './media-sweep.js';
import { uploadMedia } from './media.service.js';

interface UploadParams {
  profileId: string;
  id: string;
}

/** Uploads take their body as a stream, in their own scope: no other route reads bodies so. */
function uploadRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    // Whatever the declared type (JSON too), the body reaches the service unread: it decides
    // from the bytes, and counts them as they arrive.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    app.post<{ Params: UploadParams }>(
      '/profiles/:profileId/conversations/:id/media',
      async (request, reply) => {
        const { profileId, id } = request.params;
        const result = await uploadMedia(
          ctx,
          principalOf(request).accountId,
          profileId,
          id,
          {
            query: request.query,
            contentLength: request.headers['content-length'],
            body: request.body,
          },
          request.log,
        );
        reply.code(result.created ? 201 : 200);
        return { media: result.media };
      },
    );
  };
}

export function mediaRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(uploadRoutes(ctx));

    // No sign-in: the link's signature is the permission (an <audio> element sends no token).
    const serve = async (
      request: FastifyRequest<{ Params: { id: string } }>,
      reply: FastifyReply,
    ) => {
      const { params, query, headers, method } = request;
      const served = await serveMedia(ctx, params.id, query, headers.range, method === 'HEAD');
      return reply
        .code(served.status)
        .headers(served.headers)
        .send(served.body ?? undefined);
    };
    app.get('/media/:id', { exposeHeadRoute: false, config: { public: true } }, serve);
    app.head('/media/:id', { config: { public: true } }, serve);

    const stop = startMediaSweep(ctx, app.log);
    app.addHook('onClose', async () => stop());
  };
}
