import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';

export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    // Ready means the database answers, so a load balancer never routes to a broken instance.
    app.get('/health', async () => {
      await sql`select 1`.execute(ctx.db);
      return { ok: true };
    });
  };
}
