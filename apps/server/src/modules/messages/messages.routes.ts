import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf, type Principal } from '../../plugins/authenticate.js';
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
    // A child's session may name any profile here: the send refuses another's with its 404.
    app.post<{ Params: Params }>(
      '/profiles/:profileId/conversations/:id/messages',
      { config: { checksChildProfile: true } },
      async (request, reply) => {
        const { profileId, id } = request.params;
        const { tokenHash } = principalOf(request);
        const result = await sendMessage(ctx, tokenHash, profileId, id, request.body);
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
