import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createDatabase, pendingFlush } from './database.js';

// SQLite's code for PRAGMA synchronous=NORMAL: at `full` the WAL is flushed by WalSync instead.
const NORMAL = 1;

describe('SQLite durability setting', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-sync-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Whether a write leaves a flush owed: the mark of the power-cut guarantee. */
  async function flushOwedAfterWrite(database: ReturnType<typeof createDatabase>) {
    await sql`create table if not exists t (x integer)`.execute(database.db);
    await sql`insert into t values (1)`.execute(database.db);
    const owed = pendingFlush(database.db);
    await owed;
    return owed !== null;
  }

  it.each([
    [{}, true],
    [{ SQLITE_SYNCHRONOUS: 'full' }, true],
    [{ SQLITE_SYNCHRONOUS: 'normal' }, false],
  ] as const)('%o opens WAL at NORMAL; flushes each write: %s', async (env, flushes) => {
    const config = loadConfig({ ...env, DATABASE_URL: join(dir, `${Math.random()}.db`) });
    const database = createDatabase(config.database);
    try {
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      expect(sync.rows).toEqual([{ synchronous: NORMAL }]);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      expect(journal.rows).toEqual([{ journal_mode: 'wal' }]);
      expect(await flushOwedAfterWrite(database)).toBe(flushes);
      // Flushed: nothing is owed until the next write.
      expect(pendingFlush(database.db)).toBeNull();
    } finally {
      await database.close();
    }
  });

  it('defaults to full when a caller builds the database config by hand', async () => {
    const database = createDatabase({ kind: 'sqlite', file: join(dir, 'by-hand.db') });
    try {
      expect(await flushOwedAfterWrite(database)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
