import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { badgesOf } from './badges.service.js';

export function badgeRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: { profileId: string } }>('/profiles/:profileId/badges', async (request) =>
      badgesOf(ctx, principalOf(request).accountId, request.params.profileId),
    );
  };
}
