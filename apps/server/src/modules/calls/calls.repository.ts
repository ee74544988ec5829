import type { Db, NewRow, Row } from '../../db/schema.js';

export type CallRow = Row<'calls'>;

/** The conversation's call not yet ended, if any. */
export function liveCall(db: Db, conversationId: string) {
  return db
    .selectFrom('calls')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

/** A call of this conversation, ended or not. */
export function callIn(db: Db, conversationId: string, callId: string) {
  return db
    .selectFrom('calls')
    .selectAll()
    .where('id', '=', callId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
}

/**
 * The live call, its row locked for the rest of `trx` (an update that changes nothing): joins
 * and leaves of one call are counted one after the other, never side by side.
 */
export function lockLiveCall(trx: Db, callId: string) {
  return trx
    .updateTable('calls')
    .set((eb) => ({ video: eb.ref('video') }))
    .where('id', '=', callId)
    .where('ended_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function insertCall(trx: Db, row: NewRow<'calls'>): Promise<void> {
  await trx.insertInto('calls').values(row).execute();
}

/** Sets one profile's place in a call (joined, left or declined), whatever it was. */
export async function putParticipant(trx: Db, row: NewRow<'call_participants'>): Promise<void> {
  await trx
    .insertInto('call_participants')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['call_id', 'profile_id'])
        .doUpdateSet({ state: row.state, joined_at: row.joined_at ?? null }),
    )
    .execute();
}

/** Every profile's place in these calls, with what the pairwise rule and quiet hours read. */
export function placesIn(db: Db, callIds: string[]) {
  return db
    .selectFrom('call_participants as cp')
    .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
    .select(['cp.call_id', 'cp.profile_id as id', 'cp.state', 'cp.joined_at'])
    .select(['p.nickname', 'p.kind', 'p.account_id'])
    .select(['p.quiet_start', 'p.quiet_end', 'p.quiet_time_zone'])
    .where('cp.call_id', 'in', callIds)
    .orderBy('cp.joined_at')
    .orderBy('cp.profile_id')
    .execute();
}

export async function answered(trx: Db, callId: string, at: string): Promise<void> {
  await trx
    .updateTable('calls')
    .set({ answered_at: at })
    .where('id', '=', callId)
    .where('answered_at', 'is', null)
    .execute();
}

/** Ends the call once: false when it had already ended. */
export async function endCall(trx: Db, callId: string, reason: CallRow['end_reason'], at: string) {
  const ended = await trx
    .updateTable('calls')
    .set({ ended_at: at, end_reason: reason })
    .where('id', '=', callId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) > 0;
}

/** The conversation's members in use, but for `except` (those a call rings). */
export async function membersBut(db: Db, conversationId: string, except: string) {
  const rows = await db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .select('pa.profile_id')
    .where('pa.conversation_id', '=', conversationId)
    .where('pa.profile_id', '!=', except)
    .where('p.deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.profile_id);
}

export function nicknameOf(db: Db, profileId: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'nickname'])
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();
}

/**
 * The live calls these profiles are in: an account's grown-ups (its own socket speaks for them)
 * or a child session's one child.
 */
export function liveCallsOf(db: Db, speaker: { accountId: string; childProfileId: string | null }) {
  let query = db
    .selectFrom('call_participants as cp')
    .innerJoin('calls as c', 'c.id', 'cp.call_id')
    .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
    .select(['cp.call_id', 'cp.profile_id', 'c.conversation_id'])
    .where('cp.state', '=', 'joined')
    .where('c.ended_at', 'is', null)
    .where('p.account_id', '=', speaker.accountId);
  query = speaker.childProfileId
    ? query.where('p.id', '=', speaker.childProfileId)
    : query.where('p.kind', '=', 'adult');
  return query.execute();
}

/** Adds time spent in the answered call to one participant's sum. */
export async function addTalked(trx: Db, callId: string, profileId: string, ms: number) {
  if (ms <= 0) return;
  await trx
    .updateTable('call_participants')
    .set((eb) => ({ talked_ms: eb('talked_ms', '+', Math.round(ms)) }))
    .where('call_id', '=', callId)
    .where('profile_id', '=', profileId)
    .execute();
}

/** Time in the call from joining (or the answer, when later) to `at`; none before an answer. */
export function talkedUntil(call: CallRow, joinedAt: string | null, at: string): number {
  if (call.answered_at === null || joinedAt === null) return 0;
  const from = Math.max(Date.parse(joinedAt), Date.parse(call.answered_at));
  return Math.max(0, Date.parse(at) - from);
}

/** The story read together on the live call; false when the call has ended. */
export async function setStory(db: Db, callId: string, story: string | null): Promise<boolean> {
  const result = await db
    .updateTable('calls')
    .set({ story })
    .where('id', '=', callId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
