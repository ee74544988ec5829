import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { authenticate, principalOf } from '../../plugins/authenticate.js';
import * as auth from './auth.service.js';
import { deviceTokenOf, setDeviceCookie } from './device-cookie.js';

export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const signedIn = authenticate(ctx.db);

    const clientOf = (request: FastifyRequest): auth.Client => ({
      ip: request.ip,
      deviceToken: deviceTokenOf(request),
    });

    app.post('/auth/register', async (request, reply) => {
      const { response, deviceToken } = await auth.register(ctx, clientOf(request), request.body);
      setDeviceCookie(request, reply, deviceToken);
      reply.code(201);
      return response;
    });

    app.post('/auth/login', async (request, reply) => {
      const { response, deviceToken } = await auth.login(ctx, clientOf(request), request.body);
      setDeviceCookie(request, reply, deviceToken);
      return response;
    });

    app.delete('/auth/session', { preHandler: signedIn }, async (request, reply) => {
      const { accountId, tokenHash } = principalOf(request);
      await auth.logout(ctx, accountId, tokenHash);
      return reply.code(204).send();
    });

    app.get('/auth/me', { preHandler: signedIn }, async (request) => {
      const { accountId, childProfileId } = principalOf(request);
      return { user: await auth.currentUser(ctx, accountId, childProfileId) };
    });
  };
}
