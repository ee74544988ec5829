import {
  CALL_LIMITS,
  CALL_MESSAGES,
  callRequestSchema,
  conversationStream,
  type Call,
  type CallResponse,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import {
  findParticipation,
  isPaused,
  requireParticipation,
  unheardAmong,
} from '../access/access.service.js';
import { quietNow } from '../children/children.service.js';
import { publish, record } from '../events/events.service.js';
import { DEFAULT_CALLS } from '../../config.js';
import { expiredRing, expireRing, ringTimeoutMs, scheduleRing } from './call-end.js';
import { toCall, type Place } from './call-json.js';
import * as repo from './calls.repository.js';
import { iceServersFor } from './ice-servers.js';
import { hangUp } from './call-leave.js';
import type { Speaker } from './call-signal.js';

export { leaveCall, declineCall, dropFromCall } from './call-leave.js';
export { signalTarget, type Speaker } from './call-signal.js';
export { stopRings } from './call-end.js';
export { autoAnswerOf, setAutoAnswer } from './auto-answer.js';
export { shareStory } from './call-story.js';

const forbidden = (sentence: string) => new HttpError(403, 'forbidden', sentence);
const conflict = (sentence: string) => new HttpError(409, 'conflict', sentence);

/** A start refused because a call is live: answered 409 with that call. */
export class CallLive extends Error {
  constructor(readonly call: Call) {
    super(CALL_MESSAGES.alreadyLive);
  }
}

/** The profile, when it may call in this conversation now: 404 for strangers, 403 for a child. */
async function mayCall(ctx: AppContext, accountId: string, profileId: string, id: string) {
  const me = await requireParticipation(ctx, accountId, profileId, id);
  if (me.kind === 'child') {
    if (await isPaused(ctx.db, profileId, id)) throw forbidden(CALL_MESSAGES.childPaused);
    if (await quietNow(ctx, profileId)) throw forbidden(CALL_MESSAGES.childQuietHours);
  }
  return me;
}

const answer = (ctx: AppContext, call: Call, profileId: string): CallResponse => ({
  call,
  ice_servers: iceFor(ctx, profileId),
});

const iceFor = (ctx: AppContext, profileId: string) =>
  iceServersFor(ctx.config.calls ?? DEFAULT_CALLS, profileId);

/** The conversation's live call, ending first one whose ring time passed unanswered. */
export async function activeCall(ctx: AppContext, conversationId: string): Promise<Call | null> {
  const row = await repo.liveCall(ctx.db, conversationId);
  if (!row) return null;
  if (expiredRing(row)) {
    await expireRing(ctx, row.id);
    return null;
  }
  return toCall(row, (await repo.placesIn(ctx.db, [row.id])) as Place[]);
}

export async function startCall(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  input: unknown,
): Promise<CallResponse> {
  const { call: request } = validate(callRequestSchema, input);
  const me = await mayCall(ctx, accountId, profileId, conversationId);
  const live = await activeCall(ctx, conversationId);
  if (live) throw new CallLive(live);
  const at = nowIso();
  const row = {
    id: newId(),
    conversation_id: conversationId,
    started_by: profileId,
    started_at: at,
    video: request.video ? 1 : 0,
    ring_until: new Date(Date.parse(at) + ringTimeoutMs(ctx)).toISOString(),
    answered_at: null,
    ended_at: null,
    end_reason: null,
    story: null,
  };
  const call = toCall(row, [
    { call_id: row.id, id: profileId, state: 'joined', joined_at: at, nickname: me.nickname },
  ] as Place[]);
  let started;
  try {
    started = await ctx.db.transaction().execute(async (trx) => {
      await repo.insertCall(trx, row);
      await repo.putParticipant(trx, {
        call_id: row.id,
        profile_id: profileId,
        state: 'joined',
        joined_at: at,
      });
      const stream = conversationStream(conversationId);
      return record(trx, stream, { type: 'call.started', conversation_id: conversationId, call });
    });
  } catch (error) {
    // Two starts at once: the other one's call is the live one.
    const other = isUniqueViolation(error) ? await activeCall(ctx, conversationId) : null;
    if (other) throw new CallLive(other);
    throw error;
  }
  publish(ctx, [started]);
  scheduleRing(ctx, row.id);
  return answer(ctx, call, profileId);
}

export async function joinCall(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  callId: string,
): Promise<CallResponse> {
  const me = await mayCall(ctx, accountId, profileId, conversationId);
  if (!isId(callId)) throw notFound();
  const found = await repo.callIn(ctx.db, conversationId, callId);
  if (!found) throw notFound();
  if (found.ended_at !== null || expiredRing(found)) {
    if (found.ended_at === null) await expireRing(ctx, found.id);
    throw conflict(CALL_MESSAGES.ended);
  }
  const before = (await repo.placesIn(ctx.db, [callId])) as Place[];
  const inCall = before.filter((p) => p.state === 'joined').map((p) => p.id);
  // Face to face only with those the pairwise rule lets it hear, both ways.
  if ((await unheardAmong(ctx.db, profileId, inCall)).length > 0) {
    throw forbidden(CALL_MESSAGES.notApproved);
  }
  const at = nowIso();
  const joined = await ctx.db.transaction().execute(async (trx) => {
    const call = await repo.lockLiveCall(trx, callId);
    if (!call) throw conflict(CALL_MESSAGES.ended);
    // Taken out since the check above, its removal found no place in the call to drop.
    if (!(await findParticipation(trx, accountId, profileId, conversationId))) throw notFound();
    const places = (await repo.placesIn(trx, [callId])) as Place[];
    const present = places.filter((p) => p.state === 'joined');
    if (present.some((p) => p.id === profileId)) return { call, events: [] };
    if (present.length >= CALL_LIMITS.participants) throw conflict(CALL_MESSAGES.full);
    await repo.putParticipant(trx, {
      call_id: callId,
      profile_id: profileId,
      state: 'joined',
      joined_at: at,
    });
    if (profileId !== call.started_by) await repo.answered(trx, callId, at);
    const participant = { id: profileId, nickname: me.nickname, joined_at: at };
    const event = await record(trx, conversationStream(conversationId), {
      type: 'call.joined',
      conversation_id: conversationId,
      call_id: callId,
      participant,
    });
    return { call, events: [event] };
  });
  publish(ctx, joined.events);
  const places = (await repo.placesIn(ctx.db, [callId])) as Place[];
  return answer(ctx, toCall(joined.call, places), profileId);
}

/** Hangs up, for every call they are in, the profiles a socket spoke for (its app went away). */
export async function leaveCallsOf(ctx: AppContext, speaker: Speaker): Promise<number> {
  const places = await repo.liveCallsOf(ctx.db, speaker);
  for (const place of places) {
    await hangUp(ctx, place.profile_id, place.conversation_id, place.call_id);
  }
  return places.length;
}
