import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf, tokenHashOf, type Principal } from '../../plugins/authenticate.js';
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
    // The send reads the token with its sender in one statement (a child's session naming
    // another profile gets the 404 anyone gets for a profile not theirs).
    app.post<{ Params: Params }>(
      '/profiles/:profileId/conversations/:id/messages',
      { config: { sessionCheckedByHandler: true } },
      async (request, reply) => {
        const { profileId, id } = request.params;
        const result = await sendMessage(ctx, tokenHashOf(request), profileId, id, request.body);
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
    app.delete<{ Params: MessageParams }>(one, async (request, reply) => {
      await deleteMessage(ctx, target(request, principalOf(request)));
      return reply.code(204).send();
    });
    app.patch<{ Params: MessageParams }>(one, async (request) =>
      editMessage(ctx, target(request, principalOf(request)), request.body),
    );
  };
}
