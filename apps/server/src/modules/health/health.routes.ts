import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { readinessProbe } from './health.service.js';

/** /api/v1/health, kept for existing clients: answers once the database does. */
export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/health', { config: { public: true } }, async () => {
      await sql`select 1`.execute(ctx.db);
      return { ok: true };
    });
  };
}

/**
 * The operators' probes at the root. /health: the process answers (a liveness check: restart
 * it if not). /ready: it can serve (database reachable, migrations applied, Redis reachable
 * when configured); otherwise 503 naming what failed, so a load balancer routes elsewhere.
 */
export function probeRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const probe = readinessProbe(ctx);
    app.addHook('onClose', async () => probe.close());

    app.get('/health', async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    });

    app.get('/ready', async (_request, reply) => {
      const { ready, checks, problems } = await probe.check();
      void reply.header('cache-control', 'no-store');
      if (ready) return reply.send({ status: 'ready', checks });
      const error = `Not ready: ${problems.join('; ')}`;
      return reply.code(503).send({ status: 'not ready', error, errors: problems, checks });
    });
  };
}
