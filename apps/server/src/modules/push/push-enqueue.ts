import { PUSH_TTL_SECONDS } from '@hearth/shared';
import type { Db, NewRow } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { quietAt } from '../children/children.service.js';
import { parsePayload, type EventRow } from '../events/events.service.js';
import { approvalPayload, callPayload, pushPayload, topicOf } from './push-text.js';
import * as repo from './push.repository.js';

/**
 * Turns an event into one outbox row per device to ring. It runs inside the transaction that
 * moves the push cursor, so the rows exist once the event counts as handled, and only then.
 */
export async function enqueueFor(db: Db, trx: Db, event: EventRow): Promise<void> {
  // A push service would drop it past its TTL anyway; and a server that starts pushing on an
  // old database does not ring every phone with a month of history.
  if (Date.parse(event.created_at) < Date.now() - PUSH_TTL_SECONDS * 1000) return;
  if (event.type === 'message.created' && event.message_id) {
    await enqueueMessage(db, trx, event, event.message_id);
  } else if (event.type === 'approval.requested') await enqueueApproval(trx, event);
  else if (event.type === 'call.started') await enqueueCall(db, trx, event);
}

async function enqueueMessage(db: Db, trx: Db, event: EventRow, messageId: string) {
  const message = await repo.messageForPush(db, trx, messageId);
  if (!message) return;
  const now = nowIso();
  const targets = await awake(db, trx, now, {
    conversationId: message.conversation_id,
    senderAccountId: message.account_id,
    senderProfileId: message.profile_id,
    senderKind: message.sender_kind,
  });
  const shown = { ...message, duration_ms: message.duration_ms ?? null };
  await repo.enqueue(
    trx,
    queued(event, now, message.conversation_id, targets, (target) =>
      pushPayload(shown, reader(target)),
    ),
  );
}

/**
 * Someone new waits for a parent's yes before a child hears them: the parent's grown-up
 * devices ring, wherever the parent is in the app (the request shows on the children page
 * only), unless the request was already decided. The child's own devices never do.
 */
async function enqueueApproval(trx: Db, event: EventRow) {
  const body = parsePayload(event);
  if (body?.type !== 'approval.requested') return;
  const accountId = event.stream.slice(2);
  const now = nowIso();
  const pending = await repo.pendingApproval(trx, body.request_id, body.child_profile_id);
  if (!pending) return;
  const targets = await repo.adultDevices(trx, accountId, now);
  await repo.enqueue(
    trx,
    queued(event, now, body.request_id, targets, (target) =>
      approvalPayload(body, pending.child_nickname, {
        profileId: target.profile_id,
        language: target.language,
      }),
    ),
  );
}

/**
 * A call rings the devices of every member not in it (not answered, not declined), as a message
 * from the caller would: never a child in quiet hours or one that may not hear the caller. A
 * call already over by the time the log is read rings nobody.
 */
async function enqueueCall(db: Db, trx: Db, event: EventRow) {
  const body = parsePayload(event);
  if (body?.type !== 'call.started') return;
  const call = await repo.liveCallForPush(trx, body.call.id);
  if (!call) return;
  const now = nowIso();
  const targets = await awake(db, trx, now, {
    conversationId: call.conversation_id,
    senderAccountId: call.account_id,
    senderProfileId: call.started_by,
    senderKind: call.sender_kind,
  });
  const answered = new Set(await repo.placedInCall(trx, call.id));
  const ringing = targets.filter((target) => !answered.has(target.profile_id));
  await repo.enqueue(
    trx,
    queued(event, now, call.id, ringing, (target) => callPayload(call, reader(target))),
  );
}

type Recipient = Awaited<ReturnType<typeof repo.recipients>>[number];

/** The devices that may hear this sender now: a child's quiet hours ring nothing. */
async function awake(db: Db, trx: Db, now: string, sender: Parameters<typeof repo.recipients>[2]) {
  const rung = await repo.recipients(db, trx, sender, now);
  return rung.filter((target) => !quietAt(target, new Date(now)));
}

/** Whose device it is, in their language, with message previews on or off. */
const reader = (target: Recipient) => ({
  profileId: target.profile_id,
  language: target.language,
  previews: target.previews === null || Number(target.previews) === 1,
});

/** One outbox row per device, grouped by `topic` so that a newer push replaces an older one. */
function queued<T extends { id: string }>(
  event: EventRow,
  now: string,
  topic: string,
  targets: T[],
  payload: (target: T) => unknown,
): NewRow<'push_outbox'>[] {
  return targets.map((target) => ({
    id: newId(),
    subscription_id: target.id,
    stream: event.stream,
    seq: event.seq,
    topic: topicOf(topic),
    payload: JSON.stringify(payload(target)),
    created_at: now,
    claimed_until: null,
  }));
}
