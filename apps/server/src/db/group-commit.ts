import { CompiledQuery } from 'kysely';
import { metrics } from '../lib/metrics.js';
import { dialectOf, runCompiled, whenDurable } from './database.js';
import type { Db } from './schema.js';

/**
 * One request's writes. It runs inside a transaction shared with other requests and must use
 * `trx` only: the SQLite connection is held by that transaction, so a query on the root `db`
 * would wait for it forever.
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
 * same event-loop turn share one transaction and one commit. Each runs in its own SAVEPOINT: a
 * failing one is rolled back alone and only its caller sees the error. Every promise settles
 * after the COMMIT and its flush to disk, so nothing is acknowledged before it is durable; if the
 * COMMIT or the flush fails, every caller gets that error.
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

async function flush(db: Db, batch: Pending[]): Promise<void> {
  metrics.observeGroupCommitBatch(batch.length);
  const outcomes: Outcome[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const item of batch) {
        await runCompiled(db, trx, SAVEPOINT);
        try {
          const value = await item.work(trx);
          await runCompiled(db, trx, RELEASE);
          outcomes.push({ ok: true, value });
        } catch (error) {
          // ROLLBACK TO keeps the savepoint open; RELEASE closes it (its writes are gone).
          await runCompiled(db, trx, ROLLBACK_TO);
          await runCompiled(db, trx, RELEASE);
          outcomes.push({ ok: false, error });
        }
      }
    });
    // Answered only once on disk: the flush runs off the event loop, and the turns meanwhile
    // gather the next group.
    await whenDurable(db);
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
