import { UNREAD_TOTAL_HEADER } from '@hearth/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import * as conversations from './conversations.service.js';
import * as membership from './membership.service.js';

interface ProfileParams {
  profileId: string;
}
interface ConversationParams extends ProfileParams {
  id: string;
}

interface MemberParams extends ConversationParams {
  memberId: string;
}

export function conversationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const base = '/profiles/:profileId/conversations';

    app.get<{ Params: ProfileParams }>(base, async (request, reply) =>
      conversations.listConversations(
        ctx,
        principalOf(request).accountId,
        request.params.profileId,
        request.query,
        {
          unreadTotal: (total) => {
            void reply.header(UNREAD_TOTAL_HEADER, String(total));
          },
        },
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

    app.patch<{ Params: ConversationParams }>(`${base}/:id`, async (request) => {
      const { accountId } = principalOf(request);
      const { profileId, id } = request.params;
      return membership.renameConversation(ctx, accountId, profileId, id, request.body);
    });

    app.post<{ Params: ConversationParams }>(`${base}/:id/leave`, async (request, reply) => {
      const { accountId } = principalOf(request);
      await membership.leaveConversation(
        ctx,
        accountId,
        request.params.profileId,
        request.params.id,
      );
      return reply.code(204).send();
    });

    app.delete<{ Params: MemberParams }>(
      `${base}/:id/participants/:memberId`,
      async (request, reply) => {
        const { accountId } = principalOf(request);
        const { profileId, id, memberId } = request.params;
        await membership.removeMember(ctx, accountId, profileId, id, memberId);
        return reply.code(204).send();
      },
    );
  };
}
