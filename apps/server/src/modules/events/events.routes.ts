import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { pruneEvents } from './events.service.js';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** No routes: the log's upkeep, tied to the app's life. Pruning is idempotent on every instance. */
export function eventLogUpkeep(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const prune = () =>
      pruneEvents(ctx.db, ctx.config.eventRetentionDays).catch((error: unknown) =>
        app.log.warn({ err: error }, 'event pruning failed'),
      );
    const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
}
