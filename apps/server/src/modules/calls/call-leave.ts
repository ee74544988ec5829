import { conversationStream, type DurableEvent } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { isId, nowIso } from '../../lib/ids.js';
import { requireParticipation } from '../access/access.service.js';
import { publish, record } from '../events/events.service.js';
import { endInTrx } from './call-end.js';
import type { Place } from './call-json.js';
import * as repo from './calls.repository.js';

/** The call of this conversation that the profile may leave or decline (404 otherwise). */
async function callOf(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  id: string,
  callId: string,
) {
  await requireParticipation(ctx, accountId, profileId, id);
  const call = isId(callId) ? await repo.callIn(ctx.db, id, callId) : undefined;
  if (!call) throw notFound();
  return call;
}

/** Marks the profile's place in the call (left, or declined) and writes the event that says so. */
async function stepOut(
  trx: Db,
  state: 'left' | 'declined',
  conversationId: string,
  callId: string,
  profileId: string,
): Promise<DurableEvent> {
  await repo.putParticipant(trx, {
    call_id: callId,
    profile_id: profileId,
    state,
    joined_at: null,
  });
  return record(trx, conversationStream(conversationId), {
    type: state === 'left' ? 'call.left' : 'call.declined',
    conversation_id: conversationId,
    call_id: callId,
    profile_id: profileId,
  });
}

/**
 * Hangs up. The call ends when nobody is left in it, or when one is left alone in a call that
 * was answered (a two-person call ends as either hangs up). Leaving twice changes nothing.
 */
export async function leaveCall(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  callId: string,
): Promise<void> {
  await callOf(ctx, accountId, profileId, conversationId, callId);
  await hangUp(ctx, profileId, conversationId, callId);
}

/** The profile leaves the call, if it is in it (checked by the caller: it may act for it). */
export async function hangUp(
  ctx: AppContext,
  profileId: string,
  conversationId: string,
  callId: string,
): Promise<void> {
  const events = await ctx.db
    .transaction()
    .execute((trx) => hangUpIn(ctx.db, trx, profileId, conversationId, callId));
  publish(ctx, events);
}

/** `hangUp` in the caller's transaction: the events to publish once it commits. */
async function hangUpIn(
  db: Db,
  trx: Db,
  profileId: string,
  conversationId: string,
  callId: string,
): Promise<DurableEvent[]> {
  const call = await repo.lockLiveCall(trx, callId);
  if (!call) return [];
  const places = (await repo.placesIn(trx, [callId])) as Place[];
  const me = places.find((p) => p.id === profileId && p.state === 'joined');
  if (!me) return [];
  await repo.addTalked(trx, callId, profileId, repo.talkedUntil(call, me.joined_at, nowIso()));
  const left = [await stepOut(trx, 'left', conversationId, callId, profileId)];
  const remaining = places.filter((p) => p.state === 'joined' && p.id !== profileId).length;
  if (remaining === 0 || (call.answered_at !== null && remaining === 1)) {
    left.push(...(await endInTrx(db, trx, call, call.answered_at ? 'hung_up' : 'missed')));
  }
  return left;
}

/**
 * A member leaving or taken out of the conversation leaves its live call in the same
 * transaction: from then on it neither signals nor is signalled (the relay reads call places).
 * Call before the membership changes: the call's row is locked before the conversation's, as a
 * join does, so neither waits on the other.
 */
export async function dropFromCall(
  db: Db,
  trx: Db,
  conversationId: string,
  profileId: string,
): Promise<DurableEvent[]> {
  const call = await repo.liveCall(trx, conversationId);
  return call ? hangUpIn(db, trx, profileId, conversationId, call.id) : [];
}

/**
 * Says no to a call that rings: this member's devices stop ringing. When everyone it rang has
 * said no before anyone answered, the call ends (a missed call in the conversation).
 */
export async function declineCall(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  callId: string,
): Promise<void> {
  await callOf(ctx, accountId, profileId, conversationId, callId);
  const events = await ctx.db.transaction().execute(async (trx) => {
    const call = await repo.lockLiveCall(trx, callId);
    if (!call) return [];
    const places = (await repo.placesIn(trx, [callId])) as Place[];
    if (places.some((p) => p.id === profileId && p.state !== 'left')) return [];
    const declined = [await stepOut(trx, 'declined', conversationId, callId, profileId)];
    if (call.answered_at === null) {
      const saidNo = new Set(places.filter((p) => p.state === 'declined').map((p) => p.id));
      saidNo.add(profileId);
      const rung = await repo.membersBut(trx, conversationId, call.started_by);
      if (rung.every((id) => saidNo.has(id))) {
        declined.push(...(await endInTrx(ctx.db, trx, call, 'declined')));
      }
    }
    return declined;
  });
  publish(ctx, events);
}
