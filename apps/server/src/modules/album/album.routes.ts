import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { readAlbum } from './album.service.js';

interface ProfileParams {
  profileId: string;
}

/** The family album: a profile's photos and videos from every conversation it reads. */
export function albumRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: ProfileParams }>('/profiles/:profileId/album', async (request) =>
      readAlbum(ctx, principalOf(request).accountId, request.params.profileId, request.query),
    );
  };
}
