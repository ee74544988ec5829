import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { authenticate, principalOf } from '../../plugins/authenticate.js';
import { createInvite, joinViaInvite, previewInvite } from './invites.service.js';

interface Params {
  profileId: string;
  id: string;
}

export function inviteRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('preHandler', authenticate(ctx.db));

    app.post<{ Params: Params }>(
      '/profiles/:profileId/conversations/:id/create_invite',
      async (request, reply) => {
        reply.code(201);
        const { accountId } = principalOf(request);
        return createInvite(ctx, accountId, request.params.profileId, request.params.id);
      },
    );

    app.post('/conversations/invite-preview', async (request) => previewInvite(ctx, request.body));

    app.post('/conversations/join-via-invite', async (request) =>
      joinViaInvite(ctx, principalOf(request).accountId, request.body),
    );
  };
}
