import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import * as data from './family-data.service.js';

interface ProfileParams {
  profileId: string;
}

export function familyDataRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: { profile_id?: string } }>('/account/export', async (request, reply) => {
      const stream = await data.exportAccount(ctx, principalOf(request).accountId, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="hearth-export-${day}.zip"`)
        .send(stream);
    });

    app.post<{ Params: ProfileParams }>('/profiles/:profileId/erase', async (request, reply) => {
      await data.eraseProfile(ctx, principalOf(request).accountId, request.params.profileId);
      return reply.code(204).send();
    });

    app.delete('/account', async (request, reply) => {
      await data.eraseAccount(ctx, principalOf(request).accountId, request.body);
      return reply.code(204).send();
    });

    app.get('/account/retention', async (request) =>
      data.getRetention(ctx, principalOf(request).accountId),
    );

    app.put('/account/retention', async (request) =>
      data.setRetention(ctx, principalOf(request).accountId, request.body),
    );

    const stop = data.startRetention(ctx, app.log);
    app.addHook('onClose', async () => stop());
  };
}
