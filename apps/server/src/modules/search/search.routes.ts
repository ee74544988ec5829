import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { search } from './search.service.js';

interface ProfileParams {
  profileId: string;
}

/** Search: the text and captions of every message a profile may read now. */
export function searchRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: ProfileParams }>('/profiles/:profileId/search', async (request) =>
      search(ctx, principalOf(request).accountId, request.params.profileId, request.query),
    );
  };
}
