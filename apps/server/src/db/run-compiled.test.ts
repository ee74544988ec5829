import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, freshDatabase, type Dialect } from '../test/databases.js';
import { createDatabase, precompiled } from './database.js';
import type { Db } from './schema.js';

// A table of the tests' own, outside the application's schema.
const notes = (db: Db) => db.withTables<{ notes: { id: string; body: string } }>();

const insertNote = precompiled((db: Db, a: { id: string; body: string }) =>
  notes(db).insertInto('notes').values({ id: a.id, body: a.body }).returning('id'),
);
const noteIds = precompiled((db: Db, _a: Record<string, never>) =>
  notes(db).selectFrom('notes').select('id').orderBy('id'),
);

/** A fresh database of its own with the notes table, and how to be rid of it. */
async function openNotes(dialect: Dialect): Promise<{ db: Db; dispose(): Promise<void> }> {
  const fresh = await freshDatabase(dialect);
  const database = createDatabase(fresh.config);
  await notes(database.db)
    .schema.createTable('notes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('body', 'varchar(100)', (c) => c.notNull())
    .execute();
  return {
    db: database.db,
    dispose: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

describe.each(DIALECTS)('a precompiled query on %s', (dialect) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ db, dispose } = await openNotes(dialect)));
  afterAll(() => dispose());

  it("runs inside the transaction it is given: its rows come back, and go with the transaction's rollback", async () => {
    const undone = db.transaction().execute(async (trx) => {
      expect(await insertNote(db, { id: 'a1', body: 'one' }, trx)).toEqual([{ id: 'a1' }]);
      expect(await noteIds(db, {}, trx)).toEqual([{ id: 'a1' }]);
      throw new Error('undo');
    });
    await expect(undone).rejects.toThrow('undo');
    expect(await noteIds(db, {})).toEqual([]);
  });

  it("outside a transaction, never sees another transaction's uncommitted rows", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const hasInserted = new Promise<void>((resolve) => (inserted = resolve));
    const undone = db.transaction().execute(async (trx) => {
      await insertNote(db, { id: 'b1', body: 'uncommitted' }, trx);
      inserted();
      await held;
      throw new Error('undo');
    });
    await hasInserted;
    // On SQLite the one connection is the transaction's: this read waits for it to end.
    const read = noteIds(db, {});
    release();
    await expect(undone).rejects.toThrow('undo');
    expect(await read).toEqual([]);
  });

  it('commits what the transaction wrote', async () => {
    await db.transaction().execute((trx) => insertNote(db, { id: 'c1', body: 'kept' }, trx));
    expect(await noteIds(db, {})).toEqual([{ id: 'c1' }]);
  });
});

describe('a precompiled query on postgres, outside a transaction', () => {
  it('is planned once per connection, as a named prepared statement', async () => {
    const { db, dispose } = await openNotes('postgres');
    try {
      // One query at a time: the pool keeps using its one connection, the one asked below.
      for (let i = 0; i < 3; i++) expect(await noteIds(db, {})).toEqual([]);
      const prepared = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(db);
      expect(prepared.rows).toHaveLength(1);
      expect(prepared.rows[0]!.name).toMatch(/^hearth_[0-9a-f]{24}$/);
      expect(prepared.rows[0]!.statement).toContain('"notes"');
    } finally {
      await dispose();
    }
  });
});
