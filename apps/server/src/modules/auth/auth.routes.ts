import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { authenticate, principalOf } from '../../plugins/authenticate.js';
import * as auth from './auth.service.js';

export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const signedIn = authenticate(ctx.db);

    app.post('/auth/register', async (request, reply) => {
      reply.code(201);
      return auth.register(ctx, request.ip, request.body);
    });

    app.post('/auth/login', async (request) => auth.login(ctx, request.ip, request.body));

    app.delete('/auth/session', { preHandler: signedIn }, async (request, reply) => {
      const { accountId, tokenHash } = principalOf(request);
      await auth.logout(ctx, accountId, tokenHash);
      return reply.code(204).send();
    });

    app.get('/auth/me', { preHandler: signedIn }, async (request) => ({
      user: await auth.currentUser(ctx, principalOf(request).accountId),
    }));
  };
}
