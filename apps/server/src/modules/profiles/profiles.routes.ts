import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import * as profiles from './profiles.service.js';

interface ProfileParams {
  id: string;
}

export function profileRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/profiles', async (request) => {
      const { accountId, childProfileId } = principalOf(request);
      return profiles.listProfiles(ctx, accountId, childProfileId);
    });

    app.post('/profiles', async (request, reply) => {
      reply.code(201);
      return profiles.createProfile(ctx, principalOf(request).accountId, request.body);
    });

    app.patch<{ Params: ProfileParams }>('/profiles/:id', async (request) =>
      profiles.updateProfile(ctx, principalOf(request).accountId, request.params.id, request.body),
    );

    app.delete<{ Params: ProfileParams }>('/profiles/:id', async (request, reply) => {
      await profiles.deleteProfile(ctx, principalOf(request).accountId, request.params.id);
      return reply.code(204).send();
    });
  };
}
