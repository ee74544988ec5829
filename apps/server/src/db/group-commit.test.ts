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
