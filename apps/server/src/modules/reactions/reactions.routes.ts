import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { setReaction } from './reactions.service.js';

interface Params {
  profileId: string;
  id: string;
  messageId: string;
  /** URL-encoded; the router hands it decoded. */
  emoji: string;
}

const PATH = '/profiles/:profileId/conversations/:id/messages/:messageId/reactions/:emoji';

export function reactionsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    for (const [method, on] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route<{ Params: Params }>({
        method,
        url: PATH,
        handler: async (request, reply) => {
          const { profileId, id, messageId, emoji } = request.params;
          const target = {
            accountId: principalOf(request).accountId,
            profileId,
            conversationId: id,
            messageId,
          };
          await setReaction(ctx, target, emoji, on);
          return reply.code(204).send();
        },
      });
    }
  };
}
