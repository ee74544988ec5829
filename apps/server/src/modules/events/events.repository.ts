import { sql } from 'kysely';
import type { Db, Row } from '../../db/schema.js';

/** A stream is `c:<conversation id>` or `a:<account id>`; its counter lives on that row. */
const STREAM_PREFIX = { conversations: 'c:', accounts: 'a:' } as const;
type CounterTable = keyof typeof STREAM_PREFIX;

function counterOf(stream: string): { table: CounterTable; id: string } {
  const id = stream.slice(2);
  return {
    table: stream.startsWith(STREAM_PREFIX.conversations) ? 'conversations' : 'accounts',
    id,
  };
}

/**
 * Takes the next `count` numbers of a stream, returning the first. The update holds the row's
 * lock until the transaction ends, so writers to one stream commit in the order of their
 * numbers. Undefined when the stream's row is gone.
 */
export async function takeSeq(trx: Db, stream: string, count = 1): Promise<number | undefined> {
  const { table, id } = counterOf(stream);
  const row = await trx
    .updateTable(table)
    .set({ event_seq: sql<number>`event_seq + ${count}` })
    .where('id', '=', id)
    .returning('event_seq')
    .executeTakeFirst();
  return row ? Number(row.event_seq) - count + 1 : undefined;
}

/** One entry of the event log, as stored. */
export type EventRow = Row<'events'>;

export async function insertEvents(trx: Db, rows: EventRow[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('events').values(rows).execute();
}

/** Up to `limit` events of a stream after `afterSeq`, in order. */
export function eventsAfter(db: Db, stream: string, afterSeq: number, limit: number) {
  return db
    .selectFrom('events')
    .select(['stream', 'seq', 'type', 'payload', 'message_id', 'created_at'])
    .where('stream', '=', stream)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The stream's newest number (0 when it has none yet). */
export async function currentSeq(db: Db, stream: string): Promise<number> {
  const { table, id } = counterOf(stream);
  const row = await db
    .selectFrom(table)
    .select('event_seq')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(row?.event_seq ?? 0);
}

/**
 * The stored events whose payload contains `text` (an id: hex and dashes, nothing LIKE reads
 * as a pattern). A scan of the log, made only by an erasure, which is rare.
 */
export function payloadsContaining(trx: Db, text: string) {
  return trx
    .selectFrom('events')
    .select(['stream', 'seq', 'payload'])
    .where('payload', 'like', `%${text}%`)
    .execute();
}

export async function setPayload(trx: Db, stream: string, seq: number, payload: string) {
  await trx
    .updateTable('events')
    .set({ payload })
    .where('stream', '=', stream)
    .where('seq', '=', seq)
    .execute();
}

/** Removes events older than `before`; returns how many went. */
export async function pruneBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('events').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Moves a consumer's cursors on these streams to their counters, never back: a statement per
 * kind of stream present. The counter is the stream's newest number, committed with its event;
 * reading `max(seq)` from the log instead scanned every event a stream keeps on both databases.
 */
export function cursorsToCounters(db: Db, consumer: string, streams: string[]) {
  const ids: Record<CounterTable, string[]> = { conversations: [], accounts: [] };
  for (const stream of streams) {
    const { table, id } = counterOf(stream);
    ids[table].push(id);
  }
  return (Object.keys(ids) as CounterTable[])
    .filter((table) => ids[table].length > 0)
    .map((table) =>
      db
        .insertInto('event_cursors')
        .columns(['consumer', 'stream', 'seq'])
        .expression((eb) =>
          eb
            .selectFrom(table)
            .select((e) => [
              e.cast<string>(e.val(consumer), 'varchar(40)').as('consumer'),
              sql<string>`${sql.lit(STREAM_PREFIX[table])} || id`.as('stream'),
              'event_seq as seq',
            ])
            .where('id', 'in', ids[table]),
        )
        .onConflict((oc) =>
          oc.columns(['consumer', 'stream']).doUpdateSet({
            seq: sql<number>`case when event_cursors.seq < excluded.seq then excluded.seq else event_cursors.seq end`,
          }),
        ),
    );
}
