import type { Db } from '../../db/schema.js';

/** Writes a batch of sends to one conversation; a result per send, in order. */
export type BatchWriter<S, R> = (db: Db, batch: S[]) => Promise<R[]>;

interface Pending<S, R> {
  send: S;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

const lanes = new WeakMap<Db, Map<string, Pending<never, never>[]>>();

/**
 * Sends to the same conversation go in one statement: each updates the conversation's row, and
 * that row's lock is held until the commit has flushed the WAL, so one statement per send queued
 * every send behind the previous one's flush (docs/benchmarks.md, "The message pipeline").
 * Sends arriving while a conversation's statement runs wait here, without holding a
 * pooled connection, and go together in the next one. A batch holds one conversation only, so
 * two batches never lock rows in opposite orders.
 */
export function inConversationLane<S extends { row: { conversation_id: string } }, R>(
  db: Db,
  send: S,
  write: BatchWriter<S, R>,
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    let byConversation = lanes.get(db) as Map<string, Pending<S, R>[]> | undefined;
    if (!byConversation) {
      byConversation = new Map();
      lanes.set(db, byConversation as never);
    }
    const key = send.row.conversation_id;
    let waiting = byConversation.get(key);
    if (!waiting) {
      const created: Pending<S, R>[] = [];
      waiting = created;
      byConversation.set(key, created);
      // After the poll phase: every send read in this turn joins the first statement.
      setImmediate(() => void drain(db, key, created, write, byConversation));
    }
    waiting.push({ send, resolve, reject });
  });
}

async function drain<S, R>(
  db: Db,
  key: string,
  waiting: Pending<S, R>[],
  write: BatchWriter<S, R>,
  byConversation: Map<string, Pending<S, R>[]>,
): Promise<void> {
  while (waiting.length > 0) {
    const batch = waiting.splice(0);
    await flush(db, batch, write);
  }
  byConversation.delete(key);
}

async function flush<S, R>(db: Db, batch: Pending<S, R>[], write: BatchWriter<S, R>) {
  try {
    const results = await write(
      db,
      batch.map((p) => p.send),
    );
    batch.forEach((p, i) => p.resolve(results[i]!));
  } catch (error) {
    if (batch.length === 1) return batch[0]!.reject(error);
    // Nothing was stored (one statement): each send alone, so only a failing one fails.
    await Promise.all(batch.map((p) => flush(db, [p], write)));
  }
}
