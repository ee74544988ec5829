import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { authenticate, principalOf } from '../../plugins/authenticate.js';
import * as conversations from './conversations.service.js';

interface ProfileParams {
  profileId: string;
}
interface ConversationParams extends ProfileParams {
  id: string;
}

export function conversationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('preHandler', authenticate(ctx.db));
    const base = '/profiles/:profileId/conversations';

    app.get<{ Params: ProfileParams }>(base, async (request) =>
      conversations.listConversations(
        ctx,
        principalOf(request).accountId,
        request.params.profileId,
      ),
    );

    app.post<{ Params: ProfileParams }>(base, async (request, reply) => {
      reply.code(201);
      const { accountId } = principalOf(request);
      return conversations.createConversation(
        ctx,
        accountId,
        request.params.profileId,
        request.body,
      );
    });

    app.get<{ Params: ConversationParams }>(`${base}/:id`, async (request) => {
      const { accountId } = principalOf(request);
      const { profileId, id } = request.params;
      return conversations.getConversation(ctx, accountId, profileId, id, request.query);
    });

    app.post<{ Params: ConversationParams }>(`${base}/:id/read`, async (request) => {
      const { accountId } = principalOf(request);
      const { profileId, id } = request.params;
      return conversations.markRead(ctx, accountId, profileId, id, request.body);
    });
  };
}
