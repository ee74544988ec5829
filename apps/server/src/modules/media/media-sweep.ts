import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as repo from './media.repository.js';

/** An upload no message carries is kept this long: enough to send it from an outbox later. */
export const UNSENT_MEDIA_KEPT_MS = 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;

/**
 * Removes uploads that no message carries, made more than a day before `nowMs` or by a deleted
 * profile. A message that goes takes its media's last reference with it, so its media goes at
 * the next sweep. Safe on every instance at once: each delete is one statement.
 */
export function sweepUnsentMedia(ctx: AppContext, nowMs = Date.now()): Promise<number> {
  return repo.deleteUnsent(ctx.db, {
    before: new Date(nowMs - UNSENT_MEDIA_KEPT_MS).toISOString(),
  });
}

/** A deleted profile's uploads that it never sent: nobody will send them now. */
export function removeUnsentOf(ctx: AppContext, profileId: string): Promise<number> {
  return repo.deleteUnsent(ctx.db, { profileId });
}

/** Sweeps every hour for the app's life; the timer never keeps the process up. */
export function startMediaSweep(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    sweepUnsentMedia(ctx).catch((error: unknown) => log.warn({ err: error }, 'media sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
