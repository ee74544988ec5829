import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import * as auth from './auth.service.js';
import { deviceTokenOf, setDeviceCookie } from './device-cookie.js';

export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const clientOf = (request: FastifyRequest): auth.Client => ({
      ip: request.ip,
      deviceToken: deviceTokenOf(request),
    });

    app.post('/auth/register', { config: { public: true } }, async (request, reply) => {
      const { response, deviceToken } = await auth.register(ctx, clientOf(request), request.body);
      setDeviceCookie(request, reply, deviceToken);
      reply.code(201);
      return response;
    });

    app.post('/auth/login', { config: { public: true } }, async (request, reply) => {
      const { response, deviceToken } = await auth.login(ctx, clientOf(request), request.body);
      setDeviceCookie(request, reply, deviceToken);
      return response;
    });

    app.delete('/auth/session', async (request, reply) => {
      const { accountId, tokenHash } = principalOf(request);
      await auth.logout(ctx, accountId, tokenHash);
      return reply.code(204).send();
    });

    app.get('/auth/me', async (request) => {
      const { accountId, childProfileId } = principalOf(request);
      return { user: await auth.currentUser(ctx, accountId, childProfileId) };
    });
  };
}
