import { conversationStream, type DurableEvent } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { publish, record } from '../events/events.service.js';
import { writeCallRecord } from '../messages/messages.service.js';
import { DEFAULT_CALLS } from '../../config.js';
import * as repo from './calls.repository.js';
import type { CallRow } from './calls.repository.js';

/**
 * Ends a call in `trx`: its `call.ended` event and its record in the conversation (a message of
 * kind `call`, sent as the caller), both to publish once committed. Nothing when it had ended.
 */
export async function endInTrx(
  db: Db,
  trx: Db,
  call: CallRow,
  reason: 'hung_up' | 'missed' | 'declined',
): Promise<DurableEvent[]> {
  const at = nowIso();
  if (!(await repo.endCall(trx, call.id, reason, at))) return [];
  // Those still in it when it ends: their time counts to the end.
  for (const place of await repo.placesIn(trx, [call.id])) {
    if (place.state !== 'joined') continue;
    await repo.addTalked(trx, call.id, place.id, repo.talkedUntil(call, place.joined_at, at));
  }
  const missed = call.answered_at === null;
  const duration = missed ? 0 : Math.max(0, Date.parse(at) - Date.parse(call.answered_at!));
  const ended = await record(trx, conversationStream(call.conversation_id), {
    type: 'call.ended',
    conversation_id: call.conversation_id,
    call_id: call.id,
    reason,
    duration_ms: duration,
  });
  const caller = await repo.nicknameOf(trx, call.started_by);
  const message = await writeCallRecord(db, trx, {
    conversationId: call.conversation_id,
    caller,
    facts: {
      call_id: call.id,
      video: Number(call.video) === 1,
      duration_ms: duration,
      missed,
      caller_id: call.started_by,
    },
  });
  return [ended, message];
}

/** The ring timers of this instance's calls, so that closing the app stops them. */
const rings = new WeakMap<AppContext, Map<string, NodeJS.Timeout>>();

export const ringTimeoutMs = (ctx: AppContext) => (ctx.config.calls ?? DEFAULT_CALLS).ringTimeoutMs;

/** After the ring timeout, a call nobody answered ends as missed. */
export function scheduleRing(ctx: AppContext, callId: string): void {
  let timers = rings.get(ctx);
  if (!timers) rings.set(ctx, (timers = new Map()));
  const timer = setTimeout(() => {
    timers.delete(callId);
    // Another instance, or the next read (`expiredRing`), ends it if this fails.
    expireRing(ctx, callId).catch(() => undefined);
  }, ringTimeoutMs(ctx));
  timer.unref();
  timers.set(callId, timer);
}

export function stopRings(ctx: AppContext): void {
  for (const timer of rings.get(ctx)?.values() ?? []) clearTimeout(timer);
  rings.delete(ctx);
}

/** Ends the call as missed when it is still unanswered past its ring time. */
export async function expireRing(ctx: AppContext, callId: string): Promise<void> {
  const events = await ctx.db.transaction().execute(async (trx) => {
    const call = await repo.lockLiveCall(trx, callId);
    if (!call || call.answered_at !== null || call.ring_until > nowIso()) return [];
    return endInTrx(ctx.db, trx, call, 'missed');
  });
  publish(ctx, events);
}

/** A live call whose ring time passed unanswered (its timer's instance may be gone). */
export const expiredRing = (call: CallRow): boolean =>
  call.answered_at === null && call.ring_until <= nowIso();
