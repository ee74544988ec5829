import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { authenticate, principalOf } from '../../plugins/authenticate.js';
import { sendMessage } from './messages.service.js';

interface Params {
  profileId: string;
  id: string;
}

export function messageRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('preHandler', authenticate(ctx.db));

    app.post<{ Params: Params }>(
      '/profiles/:profileId/conversations/:id/messages',
      async (request, reply) => {
        const { accountId } = principalOf(request);
        const { profileId, id } = request.params;
        const result = await sendMessage(ctx, accountId, profileId, id, request.body);
        reply.code(result.created ? 201 : 200);
        return result.message;
      },
    );
  };
}
