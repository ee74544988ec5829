import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { markPlayed } from './played.service.js';

interface Params {
  profileId: string;
  id: string;
  messageId: string;
}

export function playedRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Params: Params }>(
      '/profiles/:profileId/conversations/:id/messages/:messageId/played',
      async (request, reply) => {
        const { profileId, id, messageId } = request.params;
        await markPlayed(ctx, principalOf(request).accountId, profileId, id, messageId);
        return reply.code(204).send();
      },
    );
  };
}
