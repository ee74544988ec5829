import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { authenticate, principalOf } from '../../plugins/authenticate.js';
import {
  createInvite,
  joinViaInvite,
  listInvites,
  previewInvite,
  revokeInvite,
} from './invites.service.js';

interface Params {
  profileId: string;
  id: string;
}

interface InviteParams extends Params {
  inviteId: string;
}

export function inviteRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('preHandler', authenticate(ctx.db));

    app.post<{ Params: Params }>(
      '/profiles/:profileId/conversations/:id/create_invite',
      async (request, reply) => {
        reply.code(201);
        const { accountId } = principalOf(request);
        const { profileId, id } = request.params;
        return createInvite(ctx, accountId, profileId, id, request.body);
      },
    );

    const invites = '/profiles/:profileId/conversations/:id/invites';
    app.get<{ Params: Params }>(invites, async (request) =>
      listInvites(ctx, principalOf(request).accountId, request.params.profileId, request.params.id),
    );

    app.delete<{ Params: InviteParams }>(`${invites}/:inviteId`, async (request, reply) => {
      const { profileId, id, inviteId } = request.params;
      await revokeInvite(ctx, principalOf(request).accountId, profileId, id, inviteId);
      return reply.code(204).send();
    });
    app.post('/conversations/invite-preview', async (request) => previewInvite(ctx, request.body));

    app.post('/conversations/join-via-invite', async (request) =>
      joinViaInvite(ctx, principalOf(request).accountId, request.body),
    );
  };
}
