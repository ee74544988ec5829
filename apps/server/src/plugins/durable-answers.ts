import type { FastifyInstance } from 'fastify';
import { pendingFlush } from '../db/database.js';
import type { Db } from '../db/schema.js';

/**
 * No answer leaves before what it reports would survive a power cut. A write's request waits
 * for the flush of its own commit; a read may have seen another request's commit that is not on
 * disk yet, and waits for that. When nothing is owed (PostgreSQL, or no write since the last
 * flush) this costs a comparison: no promise is made.
 */
export function registerDurableAnswers(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', (_request, _reply, payload, done) => {
    const flush = pendingFlush(db);
    if (!flush) {
      done(null, payload);
      return;
    }
    flush.then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
}
