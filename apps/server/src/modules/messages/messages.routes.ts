import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { hashToken } from '../../lib/tokens.js';
import { bearerToken, unauthorized } from '../../plugins/authenticate.js';
import { sendMessage } from './messages.service.js';

interface Params {
  profileId: string;
  id: string;
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
  };
}
