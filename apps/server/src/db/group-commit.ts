import { CompiledQuery } from 'kysely';
import { metrics } from '../lib/metrics.js';
import { changeTally, dialectOf, runCompiled, whenDurable, type ChangeTally } from './database.js';
import type { Db } from './schema.js';

/**
 * One request's writes. It runs inside a transaction shared with other requests and must use
 * `trx` only: the SQLite connection is held by that transaction, so a query on the root `db`
 * would wait for it forever. It may run twice (when a member fails after writing, the group
 * starts over), so it must not act outside the transaction.
 */
export type GroupWork<T> = (trx: Db) => Promise<T>;

interface Pending {
  work: GroupWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const SAVEPOINT = CompiledQuery.raw('savepoint group_member');
const RELEASE = CompiledQuery.raw('release group_member');
const ROLLBACK_TO = CompiledQuery.raw('rollback to group_member');

const queues = new WeakMap<Db, Pending[]>();

/**
 * Group commit for SQLite. A commit (writing the changed pages to the WAL) cost more than all of
 * a send's statements together, so the writes of every request that reaches this point in the
 * same event-loop turn share one transaction and one commit. A failing member fails alone; the
 * others commit. Every promise settles after the COMMIT and its flush to disk, so nothing is
 * acknowledged before it is durable; if the COMMIT or the flush fails, every caller gets that
 * error.
 *
 * Members run without a savepoint each: a savepoint made SQLite copy every page a send touched
 * into its statement journal first, and with the event log a send touches about ten. A member
 * that fails before it has changed a row (a repeated client id, refused by the insert, which
 * undoes itself) needs no undoing. One that fails after changing rows cannot be undone alone:
 * the group is rolled back and run again with each member in its own savepoint.
 */
export function inGroupCommit<T>(db: Db, work: GroupWork<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      const batch: Pending[] = [];
      queue = batch;
      queues.set(db, batch);
      // setImmediate runs after the poll phase: every request read in this turn joins first.
      setImmediate(() => {
        queues.delete(db);
        void flush(db, batch);
      });
    }
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}

/**
 * A small write that needs a transaction but not an fsync of its own (a read marker and its
 * event): on SQLite it joins the sends' group commit, whose fsync blocks the event loop once
 * for all; PostgreSQL, whose commits run side by side, gets a transaction of its own.
 */
export function inSharedCommit<T>(db: Db, work: GroupWork<T>): Promise<T> {
  return dialectOf(db) === 'postgres' ? db.transaction().execute(work) : inGroupCommit(db, work);
}

/**
 * The group cannot go on bare: a member failed after changing rows (it cannot be undone alone),
 * or SQLite ended the transaction itself. It starts over with each member isolated, unless the
 * rollback fails too; then every member is refused.
 */
class StartOver extends Error {}

async function flush(db: Db, batch: Pending[]): Promise<void> {
  metrics.observeGroupCommitBatch(batch.length);
  let outcomes: Outcome[];
  try {
    outcomes = await commitGroup(db, batch, changeTally(db)).catch((error: unknown) => {
      if (error instanceof StartOver) return commitGroup(db, batch, undefined);
      throw error;
    });
  } catch (error) {
    // BEGIN or COMMIT failed (or SQLite rolled the whole transaction back): nothing is stored.
    // A failed flush is never acknowledged either: what was committed may not be on disk.
    for (const item of batch) item.reject(error);
    return;
  }
  batch.forEach((item, i) => {
    const outcome = outcomes[i];
    if (outcome?.ok) item.resolve(outcome.value);
    else item.reject(outcome?.error);
  });
}

/**
 * Runs the batch in one transaction and flushes it. With a tally, members run bare and one that
 * fails after changing rows throws StartOver (rolling everything back); without, each runs in a
 * savepoint and is rolled back alone.
 */
async function commitGroup(db: Db, batch: Pending[], tally: ChangeTally | undefined) {
  const outcomes: Outcome[] = [];
  await db.transaction().execute(async (trx) => {
    for (const item of batch) {
      if (!tally) await runCompiled(db, trx, SAVEPOINT);
      const before = tally?.changes;
      try {
        const value = await item.work(trx);
        if (!tally) await runCompiled(db, trx, RELEASE);
        outcomes.push({ ok: true, value });
      } catch (error) {
        if (tally) {
          // SQLite may have ended the transaction itself (a full disk): the members after this
          // one would run outside it, one commit each.
          if (tally.changes !== before || !tally.inTransaction) throw new StartOver();
        } else {
          // ROLLBACK TO keeps the savepoint open; RELEASE closes it (its writes are gone).
          await runCompiled(db, trx, ROLLBACK_TO);
          await runCompiled(db, trx, RELEASE);
        }
        outcomes.push({ ok: false, error });
      }
    }
  });
  // Answered only once on disk: the flush runs off the event loop, and the turns meanwhile
  // gather the next group.
  await whenDurable(db);
  return outcomes;
}
