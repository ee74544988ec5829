import type { DurableEvent, ServerEvent } from '@hearth/shared';
import type { TestSocket } from './socket.js';

export function isDurable(event: ServerEvent): event is DurableEvent {
  return 'stream' in event && 'seq' in event;
}

/**
 * Sends a `sync` and waits for its `synced`: returns what came in between (the replay) and the
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
  const replayed = socket.events.slice(from, socket.events.indexOf(synced));
  return { replayed, positions: synced.positions };
}

/** The newest position the socket heard on each stream, over `start` (what a client keeps). */
export function cursorsOf(
  socket: TestSocket,
  start: Record<string, number>,
): Record<string, number> {
  const cursors = { ...start };
  for (const event of socket.events) {
    if (isDurable(event) && event.stream in cursors) {
      cursors[event.stream] = Math.max(cursors[event.stream]!, event.seq);
    }
  }
  return cursors;
}
