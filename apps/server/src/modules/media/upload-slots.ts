import { LIMITS, MEDIA_MESSAGES } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../lib/http-error.js';
import type { Reservation } from '../../plugins/rate-limiter.js';

/** What a refused upload is told to wait: a recording in flight takes seconds, not minutes. */
export const UPLOAD_RETRY_SECONDS = 5;
/** A slot outlives its upload's deadline by this much, for the inspection and the write. */
const LEASE_MARGIN_MS = 60_000;

/** The refusals come before the body is read: the connection cannot carry another request. */
const busy = (message: string) =>
  new HttpError(429, 'rate_limited', message, [message], {
    'retry-after': String(UPLOAD_RETRY_SECONDS),
    connection: 'close',
  });

export interface UploadSlot {
  /** Counts the first `size` bytes of the body as held here; an error when there is no room. */
  hold(size: number): HttpError | null;
  /** Gives the slot and the bytes back; at most once, however often it is called. */
  release(): Promise<void>;
}

/** Bytes held by each app's uploads: memory is this process's, so the count is too. */
const buffered = new WeakMap<AppContext, { bytes: number }>();

async function reserveSlot(ctx: AppContext, accountId: string): Promise<Reservation | null> {
  // Past the request deadline nothing is received any more: a slot left by an instance that
  // died mid-upload comes back then.
  const rule = { max: 1, windowMs: ctx.config.httpTimeouts.requestMs + LEASE_MARGIN_MS };
  for (let slot = 0; slot < LIMITS.voiceUploadsAtOnce; slot++) {
    const reservation = await ctx.rateLimits.reserve([`media-upload:${accountId}:${slot}`], rule);
    if (reservation.granted) return reservation;
  }
  return null;
}

/**
 * One of the account's LIMITS.voiceUploadsAtOnce upload slots, or 429. Each slot is a key of
 * the shared rate-limit store holding one upload, so the bound holds across instances when the
 * store is Redis. The bytes it holds count against `media.uploadBufferBytes` for this process.
 */
export async function takeUploadSlot(ctx: AppContext, accountId: string): Promise<UploadSlot> {
  const reservation = await reserveSlot(ctx, accountId);
  if (!reservation) throw busy(MEDIA_MESSAGES.uploadsBusy);
  let budget = buffered.get(ctx);
  if (!budget) buffered.set(ctx, (budget = { bytes: 0 }));
  const total = budget;
  let held = 0;
  let released = false;
  return {
    hold(size) {
      if (!(size > held)) return null;
      if (total.bytes + size - held > ctx.config.media.uploadBufferBytes) {
        return busy(MEDIA_MESSAGES.serverBusy);
      }
      total.bytes += size - held;
      held = size;
      return null;
    },
    async release() {
      if (released) return;
      released = true;
      try {
        await reservation.release();
      } finally {
        // The bytes last: once they are back, so is the slot.
        total.bytes -= held;
        held = 0;
      }
    },
  };
}

/** Bytes this app's uploads hold now. */
export function bufferedUploadBytes(ctx: AppContext): number {
  return buffered.get(ctx)?.bytes ?? 0;
}
