import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import {
  createInvite,
  joinViaInvite,
  listInvites,
  previewInvite,
  previewInviteSignedOut,
  revokeInvite,
} from './invites.service.js';

interface Params {
  profileId: string;
  id: string;
}

interface InviteParams extends Params {
  inviteId: string;
}

const PREVIEW = '/conversations/invite-preview';

export function inviteRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
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
    // An invite link opened signed out still says who invites whom to what (no ids).
    app.post(PREVIEW, { config: { public: 'optional' } }, async (request) =>
      request.principal
        ? previewInvite(ctx, request.body)
        : previewInviteSignedOut(ctx, request.body),
    );

    app.post('/conversations/join-via-invite', async (request) =>
      joinViaInvite(ctx, principalOf(request).accountId, request.body),
    );
  };
}
