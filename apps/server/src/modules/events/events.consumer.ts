import { sql } from 'kysely';
import { inSharedCommit } from '../../db/group-commit.js';
import type { Db } from '../../db/schema.js';
import { cursorsToCounters, type EventRow } from './events.repository.js';

/** Streams moved by one statement (bound parameters stay far below either database's limit). */
const SKIP_CHUNK = 500;

/** Acts on one event inside the transaction that also moves the consumer's cursor. */
export type EventHandler = (trx: Db, event: EventRow) => Promise<void>;

export interface ConsumeOptions {
  /** Events read per stream and transaction. */
  perStream?: number;
  /**
   * Only these streams, as named by the announcements that woke the consumer: finding the
   * streams behind reads the whole log, which is for the timer, not for every message.
   */
  streams?: Iterable<string>;
  /** Only streams with an event written since then (ISO 8601), through the log's time index. */
  since?: string;
}

/**
 * The streams with events past this consumer's cursor. Each stream's newest event is found
 * first, then compared with the cursor: one cursor lookup a stream, not one an event. With
 * `since`, the recent events are picked through the log's time index into a materialized CTE:
 * left to itself, SQLite grouped the whole log along its primary key and filtered on the time as
 * it went, so every look read every event the log retains.
 */
export function streamsBehindQuery(db: Db, consumer: string, options: ConsumeOptions) {
  const { since } = options;
  return db
    .with(
      (cte) => cte('recent').materialized(),
      (qb) => {
        const events = qb.selectFrom('events').select(['stream', 'seq']);
        return since ? events.where('created_at', '>=', since) : events;
      },
    )
    .selectFrom((qb) =>
      qb
        .selectFrom('recent')
        .select((eb) => ['stream', eb.fn.max('seq').as('head')])
        .groupBy('stream')
        .as('g'),
    )
    .leftJoin('event_cursors as c', (join) =>
      join.onRef('c.stream', '=', 'g.stream').on('c.consumer', '=', consumer),
    )
    .select('g.stream')
    .where('g.head', '>', sql<number>`coalesce(c.seq, 0)`);
}

async function streamsBehind(db: Db, consumer: string, options: ConsumeOptions) {
  return (await streamsBehindQuery(db, consumer, options).execute()).map((row) => row.stream);
}

/**
 * How a consumer that must act exactly once (a badge awarded, a push sent, a parent alerted)
 * reads the log: with its own cursor per stream in `event_cursors`. For each stream with events
 * past its cursor, one transaction locks the cursor row, hands the events to `handle` in order
 * and moves the cursor to the last one. The handler's database writes and the cursor commit
 * together, so each event takes effect once, even with several instances consuming at the same
 * time (the second waits on the cursor's lock, then finds nothing left). A side effect outside
 * the database (a push) is at least once: make it idempotent by (stream, seq).
 *
 * Call it when an event is published and on a timer; events older than the log's retention are
 * gone, so a consumer must not lag behind that. Returns the number of events handled.
 */
export async function consumePending(
  db: Db,
  consumer: string,
  handle: EventHandler,
  options: ConsumeOptions = {},
): Promise<number> {
  const { perStream = 100 } = options;
  const behind = options.streams
    ? [...options.streams]
    : await streamsBehind(db, consumer, options);
  let handled = 0;
  for (const stream of behind) {
    handled += await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('event_cursors')
        .values({ consumer, stream, seq: 0 })
        .onConflict((oc) => oc.columns(['consumer', 'stream']).doNothing())
        .execute();
      // An update that changes nothing still takes the row's lock on both databases.
      const cursor = await trx
        .updateTable('event_cursors')
        .set({ seq: sql<number>`seq` })
        .where('consumer', '=', consumer)
        .where('stream', '=', stream)
        .returning('seq')
        .executeTakeFirstOrThrow();
      const events = await trx
        .selectFrom('events')
        .selectAll()
        .where('stream', '=', stream)
        .where('seq', '>', Number(cursor.seq))
        .orderBy('seq')
        .limit(perStream)
        .execute();
      for (const event of events) await handle(trx, event);
      const last = events.at(-1);
      if (last) {
        await trx
          .updateTable('event_cursors')
          .set({ seq: last.seq })
          .where('consumer', '=', consumer)
          .where('stream', '=', stream)
          .execute();
      }
      return events.length;
    });
  }
  return handled;
}

/**
 * Moves the consumer's cursor past every event of the streams behind (as `consumePending`
 * chooses them) without reading them: for a consumer that has nothing to do with any of them
 * right now (push, while no device has subscribed). Each cursor moves to its stream's counter,
 * its newest committed number, so none is skipped unseen; a cursor never moves back. Returns
 * the number of streams named.
 */
export async function skipPending(
  db: Db,
  consumer: string,
  options: ConsumeOptions = {},
): Promise<number> {
  const behind = options.streams
    ? [...options.streams]
    : await streamsBehind(db, consumer, options);
  if (behind.length === 0) return 0;
  // One transaction for every stream: a commit each stalled the event loop for as many fsyncs
  // as streams (hundreds in a busy five seconds); on SQLite it also shares the sends' commit.
  // And one statement a chunk of streams, not a read and an upsert each: on a busy server
  // with no device subscribed this runs for every batch of messages.
  await inSharedCommit(db, async (trx) => {
    for (let i = 0; i < behind.length; i += SKIP_CHUNK) {
      for (const query of cursorsToCounters(trx, consumer, behind.slice(i, i + SKIP_CHUNK))) {
        await query.execute();
      }
    }
  });
  return behind.length;
}
