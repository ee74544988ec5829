import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database.js';
import { inGroupCommit, inSharedCommit } from './group-commit.js';
import type { Db } from './schema.js';

describe('inGroupCommit (SQLite)', () => {
  let dir: string;
  let file: string;
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-group-'));
    file = join(dir, 'group.db');
    database = createDatabase({ kind: 'sqlite', file });
    db = database.db;
    await sql`create table parent (id text primary key)`.execute(db);
    // Checked at COMMIT only: the way to make the shared commit itself fail.
    await sql`create table child (id text primary key,
      parent_id text references parent (id) deferrable initially deferred)`.execute(db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const insertParent = (id: string) => (trx: Db) =>
    sql`insert into parent (id) values (${id})`.execute(trx).then(() => id);
  // Another connection, as another process would see the file.
  const committed = (table: 'parent' | 'child', id: string) => {
    const other = new SQLite(file, { readonly: true });
    try {
      return other.prepare(`select count(*) as n from ${table} where id = ?`).get(id);
    } finally {
      other.close();
    }
  };

  it('answers each member only once its write is committed and visible to others', async () => {
    const seen = await Promise.all(
      ['p1', 'p2', 'p3'].map((id) =>
        inGroupCommit(db, insertParent(id)).then((value) => ({
          value,
          row: committed('parent', id),
        })),
      ),
    );
    expect(seen).toEqual(['p1', 'p2', 'p3'].map((id) => ({ value: id, row: { n: 1 } })));
  });

  it('lets a shared-commit write join the sends of the same turn, in one transaction', async () => {
    let inside: unknown;
    let outside: unknown;
    await Promise.all([
      inGroupCommit(db, insertParent('s1')),
      inSharedCommit(db, async (trx) => {
        inside = (await sql`select count(*) as n from parent where id = 's1'`.execute(trx)).rows[0];
        outside = committed('parent', 's1');
      }),
    ]);
    // The send's row is there for the read marker's work, and not yet for anyone else: one
    // transaction, so one commit and one fsync for both.
    expect(inside).toEqual({ n: 1 });
    expect(outside).toEqual({ n: 0 });
    expect(committed('parent', 's1')).toEqual({ n: 1 });
  });

  it('rolls back only the failing member; the others commit', async () => {
    const results = await Promise.allSettled([
      inGroupCommit(db, insertParent('q1')),
      inGroupCommit(db, async (trx) => {
        await insertParent('q2')(trx);
        throw new Error('this send fails after writing');
      }),
      inGroupCommit(db, insertParent('p1')), // duplicate key
      inGroupCommit(db, insertParent('q3')),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(committed('parent', 'q1')).toEqual({ n: 1 });
    expect(committed('parent', 'q2')).toEqual({ n: 0 });
    expect(committed('parent', 'q3')).toEqual({ n: 1 });
  });

  it('runs the group once when a member fails before changing a row', async () => {
    const runs = { t1: 0, t3: 0 };
    const counted = (id: 't1' | 't3') => (trx: Db) => {
      runs[id] += 1;
      return insertParent(id)(trx);
    };
    const results = await Promise.allSettled([
      inGroupCommit(db, counted('t1')),
      inGroupCommit(db, insertParent('p1')), // duplicate key: the insert undoes itself
      inGroupCommit(db, async () => {
        throw new Error('refused before writing');
      }),
      inGroupCommit(db, counted('t3')),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(runs).toEqual({ t1: 1, t3: 1 });
    expect(committed('parent', 't1')).toEqual({ n: 1 });
    expect(committed('parent', 't3')).toEqual({ n: 1 });
  });

  // A plain statement reports its changes; a RETURNING one, its rows.
  it.each([
    [
      'an update',
      'u',
      (trx: Db) => sql`update parent set id = 'u-moved' where id = 'q1'`.execute(trx),
    ],
    [
      'an insert returning its row',
      'w',
      (trx: Db) => sql`insert into parent values ('w-new') returning id`.execute(trx),
    ],
  ])(
    'starts over with each member isolated when one fails after %s',
    async (_what, prefix, write) => {
      let runs = 0;
      const results = await Promise.allSettled([
        inGroupCommit(db, (trx) => {
          runs += 1;
          return insertParent(`${prefix}1`)(trx);
        }),
        inGroupCommit(db, async (trx) => {
          await write(trx);
          throw new Error('this send fails after changing a row');
        }),
        inGroupCommit(db, insertParent(`${prefix}3`)),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toEqual(
        new Error('this send fails after changing a row'),
      );
      expect(runs).toBe(2); // the first try, rolled back, and the isolated one
      expect(committed('parent', 'q1')).toEqual({ n: 1 });
      expect(committed('parent', 'u-moved')).toEqual({ n: 0 });
      expect(committed('parent', 'w-new')).toEqual({ n: 0 });
      expect(committed('parent', `${prefix}1`)).toEqual({ n: 1 });
      expect(committed('parent', `${prefix}3`)).toEqual({ n: 1 });
    },
  );

  it('runs no member outside the transaction once SQLite has ended it', async () => {
    const results = await Promise.allSettled([
      inGroupCommit(db, insertParent('v1')),
      // What SQLite may do on a full disk or an I/O error: the transaction is gone, no row of
      // this member's changed.
      inGroupCommit(db, async (trx) => {
        await sql`rollback`.execute(trx);
        throw new Error('disk full');
      }),
      inGroupCommit(db, insertParent('v3')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(committed('parent', 'v1')).toEqual({ n: 0 });
    // Run on its own, it would have committed at once and been reported as failed.
    expect(committed('parent', 'v3')).toEqual({ n: 0 });
    await expect(inGroupCommit(db, insertParent('v4'))).resolves.toBe('v4');
  });

  it('fails every member when the commit itself fails, storing nothing', async () => {
    const results = await Promise.allSettled([
      inGroupCommit(db, insertParent('r1')),
      inGroupCommit(db, (trx) => sql`insert into child values ('c1', 'missing')`.execute(trx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(committed('parent', 'r1')).toEqual({ n: 0 });
    // The connection is usable again afterwards.
    await expect(inGroupCommit(db, insertParent('r2'))).resolves.toBe('r2');
  });
});
