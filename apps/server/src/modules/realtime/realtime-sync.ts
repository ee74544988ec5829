import { accountStream, SYNC_LIMITS, type DurableEvent, type EventPosition } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { whenDurable } from '../../db/database.js';
import { listenAudience, pairAudience } from '../access/access.service.js';
import {
  actorOf,
  marksMessage,
  parsePayload,
  readStream,
  type EventRow,
} from '../events/events.service.js';
import { messagesByIds } from '../messages/messages.service.js';
import { childHears, heldForMorning } from './child-presence.js';
import { hearsAmong } from './realtime.hub.js';
import type { RealtimeSocket } from './realtime-socket.js';

/** Frames of a replay written together (one `writev`) at most. */
const CORK_EVENTS = 100;

/**
 * Answers a `sync`: for each stream the socket's account may hear (its own stream and those of
 * the conversations it takes part in now), the events after the client's cursor, in order, or
 * `stream.reset` when they are no longer all kept; then `synced`. Streams it may not hear are
 * skipped without a word, like any other id that is not the caller's.
 */
export async function replay(
  ctx: AppContext,
  socket: RealtimeSocket,
  cursors: unknown,
): Promise<void> {
  const presence = socket.presence;
  if (!presence || typeof cursors !== 'object' || cursors === null) return;
  // A one-profile session (a child's, an assisted tablet) hears of its account's stream only its
  // own profile's settings: the parent's alerts name people a child may not hear.
  const child = presence.child;
  const own = accountStream(child ? child.accountId : presence.accountId);
  const wanted = Object.entries(cursors as Record<string, unknown>)
    .slice(0, SYNC_LIMITS.streams)
    .filter(
      (entry): entry is [string, number] =>
        Number.isSafeInteger(entry[1]) && (entry[1] as number) >= 0,
    )
    .filter(
      ([stream]) =>
        stream === own || (stream.startsWith('c:') && presence.memberships.has(stream.slice(2))),
    );
  const positions: Record<string, number> = {};
  for (const [stream, seq] of wanted) {
    const read = await readStream(ctx.db, stream, seq, SYNC_LIMITS.eventsPerStream);
    // What was read may be committed and not yet on disk: it is told once a power cut would
    // keep it, or a client's cursor could pass an event that a restart then numbers anew.
    await whenDurable(ctx.db);
    if (socket.readyState !== socket.OPEN) return;
    if (read.kind === 'reset') {
      socket.sendEvent({ type: 'stream.reset', stream });
      continue;
    }
    const ids = read.rows.flatMap((row) => (row.message_id ? [row.message_id] : []));
    // Linked for one of the account's profiles there: the links play while it takes part.
    const holder = presence.memberships.get(stream.slice(2))?.keys().next().value ?? '';
    const messages = await messagesByIds(ctx, ids, holder);
    const conversationId = stream.slice(2);
    const events = read.rows.map((row): DurableEvent | null => {
      const message = row.message_id ? messages.get(row.message_id) : undefined;
      const position: EventPosition = { stream: row.stream, seq: row.seq };
      return (
        parsePayload(row) ??
        (message
          ? {
              type: row.type === 'message.edited' ? 'message.edited' : 'message.created',
              conversation_id: conversationId,
              message,
              ...position,
            }
          : null)
      );
    });
    // The pairwise rule holds on catch-up as it does live: a child's events reach its hearers.
    const actors = new Set(events.flatMap((event, i) => actorFor(event, read.rows[i]!, messages)));
    const hearers = new Map<string, readonly string[] | undefined>();
    for (const actor of actors) {
      hearers.set(actor, await pairAudience(ctx.db, conversationId, actor));
    }
    // A listen or a reaction needs the hearers of its maker and of the message's sender both.
    const listens = new Map<number, readonly string[] | undefined>();
    for (const [i, event] of events.entries()) {
      if (!event || !marksMessage(event)) continue;
      const { profile_id: listener, message_id: messageId } = event;
      listens.set(i, await listenAudience(ctx.db, conversationId, listener, messageId));
    }
    if (socket.readyState !== socket.OPEN) return;
    let last = seq;
    // The stream's frames leave in a few writes instead of one each: the TCP socket is corked,
    // and uncorked every CORK_EVENTS frames (so a long replay never sits unsent in memory) and
    // at the end of the stream.
    const tcp = socket.tcp();
    let corked = 0;
    tcp?.cork();
    for (const [i, row] of read.rows.entries()) {
      if (++corked % CORK_EVENTS === 0) {
        tcp?.uncork();
        tcp?.cork();
      }
      const event = events[i] ?? null;
      // Quiet hours hold the rest of the stream for the morning: the cursor stops before it.
      if (event && child && heldForMorning(child, event, new Date())) break;
      const only = listens.has(i)
        ? listens.get(i)
        : actorFor(event, row, messages).map((actor) => hearers.get(actor))[0];
      const heard =
        event &&
        (stream === own
          ? !child || (event.type === 'profile.settings' && event.profile_id === child.profileId)
          : (!only || hearsAmong(presence, conversationId, only)) &&
            (!child || childHears(child, event, new Date())));
      if (heard) socket.sendEvent(event);
      last = row.seq;
    }
    tcp?.uncork();
    positions[stream] = last;
  }
  socket.sendEvent({ type: 'synced', positions });
}

/** The event's actor, as `actorOf` tells it; a deletion logged without one is its message's. */
function actorFor(
  event: DurableEvent | null,
  row: EventRow,
  messages: Map<string, { profile: { id: string } }>,
): string[] {
  if (!event) return [];
  const actor =
    actorOf(event) ?? (row.message_id ? messages.get(row.message_id)?.profile.id : undefined);
  return actor ? [actor] : [];
}
