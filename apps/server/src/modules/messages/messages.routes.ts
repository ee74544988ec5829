import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { hashToken } from '../../lib/tokens.js';
import {
  authenticate,
  bearerToken,
  principalOf,
  unauthorized,
  type Principal,
} from '../../plugins/authenticate.js';
import { deleteMessage, editMessage } from './message-changes.js';
import { sendMessage } from './send-message.js';

interface Params {
  profileId: string;
  id: string;
}

interface MessageParams extends Params {
  messageId: string;
}

export function messageRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    // No `authenticate` preHandler: the send checks its token inside its own write (one round
    // trip on PostgreSQL instead of two), with the same rules and the same 401.
    app.post<{ Params: Params }>(
      '/profiles/:profileId/conversations/:id/messages',
      async (request, reply) => {
        const token = bearerToken(request.headers.authorization);
        if (!token) throw unauthorized();
        const { profileId, id } = request.params;
        const result = await sendMessage(ctx, hashToken(token), profileId, id, request.body);
        reply.code(result.created ? 201 : 200);
        return result.message;
      },
    );

    const one = '/profiles/:profileId/conversations/:id/messages/:messageId';
    const target = (request: { params: MessageParams }, principal: Principal) => ({
      accountId: principal.accountId,
      childProfileId: principal.childProfileId,
      profileId: request.params.profileId,
      conversationId: request.params.id,
      messageId: request.params.messageId,
    });
    const preHandler = authenticate(ctx.db);
    app.delete<{ Params: MessageParams }>(one, { preHandler }, async (request, reply) => {
      await deleteMessage(ctx, target(request, principalOf(request)));
      return reply.code(204).send();
    });
    app.patch<{ Params: MessageParams }>(one, { preHandler }, async (request) =>
      editMessage(ctx, target(request, principalOf(request)), request.body),
    );
  };
}
