import type { FastifyInstance } from 'fastify';

/**
 * While closing, requests already running still finish, but their connections are not kept
 * alive afterwards: otherwise a client's idle keep-alive socket would hold the close open until
 * its timeout.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
