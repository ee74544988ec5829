import type { DurableEvent, ServerEvent } from '@hearth/shared';
import type { TestSocket } from './socket.js';

export function isDurable(event: ServerEvent): event is DurableEvent {
  return 'stream' in event && 'seq' in event;
}

/**
 * Sends a `sync` and waits for its `synced`: returns the replay that came in between (durable
 * events and `stream.reset`; a live `resync` may cross it and is not part of it) and the
 * positions it ended at.
 */
export async function sync(
  socket: TestSocket,
  cursors: Record<string, unknown>,
  timeoutMs = 5000,
): Promise<{ replayed: ServerEvent[]; positions: Record<string, number> }> {
  const from = socket.events.length;
  socket.send({ type: 'sync', cursors });
  const synced = await socket.next(
    (e) => e.type === 'synced' && socket.events.indexOf(e) >= from,
    timeoutMs,
  );
  if (synced.type !== 'synced') throw new Error('unreachable');
  const replayed = socket.events
    .slice(from, socket.events.indexOf(synced))
    .filter((e) => e.type !== 'resync');
  return { replayed, positions: synced.positions };
}

/**
 * Each stream's position as a careful client keeps it: from `start`, moved by the events the
 * socket heard, only ever to the next number (after a gap, a sync fills it).
 */
export function cursorsOf(
  socket: TestSocket,
  start: Record<string, number>,
): Record<string, number> {
  const cursors = { ...start };
  for (const event of socket.events) {
    if (isDurable(event) && cursors[event.stream] === event.seq - 1) {
      cursors[event.stream] = event.seq;
    }
  }
  return cursors;
}
