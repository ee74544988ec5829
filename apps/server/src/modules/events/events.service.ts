import {
  accountStream,
  conversationStream,
  type DurableEvent,
  type DurableEventBody,
  type ServerEvent,
} from '@hearth/shared';
import { listenAudience, pairAudience } from '../access/access.service.js';
import type { AppContext } from '../../app-context.js';
import { whenDurable } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import * as repo from './events.repository.js';
import { namesOthers, sharedView } from './shared-view.js';

export { accountStream, conversationStream };

/**
 * The durable event log. A change and the events that describe it are written in one
 * transaction (`record`), then announced (`publish`) once committed; anyone who missed the
 * announcement reads the log by position (`readStream`). Positions are numbered per stream.
 */
export async function record(
  trx: Db,
  stream: string,
  event: DurableEventBody,
): Promise<DurableEvent> {
  const messageId = event.type === 'message.created' ? event.message.id : null;
  // A message's event is read back from its row: the row is the truth, and it may change.
  const payload = messageId ? null : JSON.stringify(event);
  const seq = await logEvent(trx, stream, { type: event.type, payload, message_id: messageId });
  return { stream, seq, ...event };
}

/**
 * Writes one event with the stream's next number, in `trx`, and returns that number: how every
 * change but a send is logged (a send's own is `logInsertedMessage`). A message event whose
 * payload is null is read back from the message's row.
 */
export async function logEvent(
  trx: Db,
  stream: string,
  event: { type: string; payload: string | null; message_id: string | null; created_at?: string },
): Promise<number> {
  const seq = await repo.takeSeq(trx, stream);
  if (seq === undefined) throw new Error(`no such event stream: ${stream}`);
  await repo.insertEvents(trx, [{ stream, seq, created_at: nowIso(), ...event }]);
  return seq;
}

/** Each context's announcements so far, so that the next one is made after them. */
const announcing = new WeakMap<AppContext, Promise<void>>();

/**
 * Announces committed events to every instance's live sockets, in the order of the calls, once
 * they are on disk: nobody hears of a change that a power cut could still undo. If the flush
 * fails they are not announced; clients read them from the log when they next catch up.
 * `onDisk`: the caller's commit went through the group commit, which answered after its flush.
 */
export function publish(
  ctx: AppContext,
  events: DurableEvent[],
  options: { onDisk?: boolean } = {},
): void {
  const before = announcing.get(ctx) ?? Promise.resolve();
  // The flush owed now carries these events' commit; asked for only once the announcements
  // before are made, it would wait for a flush of every write since, one after the other. A
  // commit already known to be on disk (the group commit waited for its flush) waits for none:
  // under steady writes another is always owed, and a delivery would wait for it too.
  const durable = options.onDisk ? undefined : whenDurable(ctx.db);
  const next = Promise.all([before, durable])
    .then(() => announce(ctx, events))
    .catch(() => undefined);
  announcing.set(ctx, next);
}

async function announce(ctx: AppContext, events: DurableEvent[]): Promise<void> {
  for (const event of events) {
    if (event.stream.startsWith('c:')) {
      const conversationId = event.stream.slice(2);
      // A child's doings go only to those the pairwise rule lets hear it; a listen or a
      // reaction, only to those who may hear both its maker and the message's sender.
      const pending = marksMessage(event)
        ? listenAudience(ctx.db, conversationId, event.profile_id, event.message_id)
        : pairAudience(ctx.db, conversationId, actorOf(event));
      const only = pending && (await pending);
      const shown = namesOthers(event) ? await sharedView(ctx.db, conversationId, event) : event;
      ctx.events.publishToConversation(conversationId, shown, only);
    } else ctx.events.publishToAccount(event.stream.slice(2), event);
  }
}

/** A listen or a reaction: a marker of its maker and of the message it is given to. */
export function marksMessage(
  event: ServerEvent,
): event is Extract<ServerEvent, { type: 'message.played' | `reaction.${string}` }> {
  return (
    event.type === 'message.played' ||
    event.type === 'reaction.added' ||
    event.type === 'reaction.removed'
  );
}

/** Whose doing a conversation's event shows: the pairwise rule decides who may hear it. */
export function actorOf(event: ServerEvent): string | undefined {
  switch (event.type) {
    case 'message.created':
    case 'message.edited':
      return event.message.profile.id;
    case 'message.played':
    case 'message.deleted':
    case 'reaction.added':
    case 'reaction.removed':
    case 'read':
      return event.profile_id;
    case 'participant.joined':
    case 'call.joined':
      return event.participant.id;
    case 'call.started':
      return event.call.started_by;
    case 'call.left':
    case 'call.declined':
      return event.profile_id;
    case 'typing':
      return event.profile.id;
    default:
      return undefined;
  }
}

export type StreamRead =
  | { kind: 'events'; rows: repo.EventRow[] }
  /** The events after the cursor are no longer all kept (or are too many): start afresh. */
  | { kind: 'reset' };

/** The stream's events after `afterSeq`, at most `limit`, or a reset when that cannot be. */
export async function readStream(
  db: Db,
  stream: string,
  afterSeq: number,
  limit: number,
): Promise<StreamRead> {
  const read = await eventsFollowing(db, stream, afterSeq, limit);
  if (read.kind === 'reset' || read.rows.length > 0) return read;
  // Nothing after the cursor: fine unless the cursor is from another world (a restored backup),
  // or the events after it were pruned. A counter ahead of the read may also be a commit that
  // landed between the two statements: its events are readable now, so read once more.
  const current = await repo.currentSeq(db, stream);
  if (current === afterSeq) return read;
  if (current < afterSeq) return { kind: 'reset' };
  const again = await eventsFollowing(db, stream, afterSeq, limit);
  return again.kind === 'events' && again.rows.length === 0 ? { kind: 'reset' } : again;
}

async function eventsFollowing(
  db: Db,
  stream: string,
  afterSeq: number,
  limit: number,
): Promise<StreamRead> {
  const rows = await repo.eventsAfter(db, stream, afterSeq, limit + 1);
  if (rows.length > limit) return { kind: 'reset' };
  const first = rows[0];
  if (first && first.seq !== afterSeq + 1) return { kind: 'reset' };
  return { kind: 'events', rows };
}

/** A stored event as clients get it; message events are filled in by the caller. */
export function parsePayload(row: repo.EventRow): DurableEvent | null {
  if (row.payload === null) return null;
  // Position first, as in `record`.
  return { stream: row.stream, seq: row.seq, ...(JSON.parse(row.payload) as DurableEventBody) };
}

/** Drops events older than the retention; a client further behind gets a reset. */
export function pruneEvents(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  return repo.pruneBefore(db, new Date(now - retentionDays * 86_400_000).toISOString());
}

/**
 * Renames a profile in every stored event that names it (participants, profiles, approvals, in
 * any stream, other families' included), so that an erased profile's name is not replayed on
 * catch-up. Payloads are rewritten in place: positions stay and no client's cursor breaks.
 */
export async function renameInLog(trx: Db, profileId: string, nickname: string): Promise<number> {
  const rows = await repo.payloadsContaining(trx, profileId);
  let renamed = 0;
  for (const row of rows) {
    if (row.payload === null) continue;
    const payload = JSON.stringify(
      JSON.parse(row.payload, (_key, value: unknown) =>
        names(value, profileId) ? { ...value, nickname } : value,
      ),
    );
    if (payload === row.payload) continue;
    await repo.setPayload(trx, row.stream, row.seq, payload);
    renamed += 1;
  }
  return renamed;
}

/** A profile as events name it (a participant, a profile): its id beside a nickname. */
function names(value: unknown, profileId: string): value is { id: string; nickname: string } {
  if (typeof value !== 'object' || value === null) return false;
  const named = value as { id?: unknown; nickname?: unknown };
  return named.id === profileId && typeof named.nickname === 'string';
}

/** The stream's newest position (0 before its first event). */
export function currentPosition(db: Db, stream: string): Promise<number> {
  return repo.currentSeq(db, stream);
}

/** Exactly-once consumers (push, badges) read the log with their own cursor through this. */
export { consumePending, skipPending, type EventHandler } from './events.consumer.js';
export { logInsertedMessage } from './message-log.js';
export type { EventRow } from './events.repository.js';
