import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createDatabase } from './database.js';

// SQLite's codes for PRAGMA synchronous.
const CODES = { normal: 1, full: 2 } as const;

describe('SQLite durability setting', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-sync-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    [{}, 'full'],
    [{ SQLITE_SYNCHRONOUS: 'full' }, 'full'],
    [{ SQLITE_SYNCHRONOUS: 'normal' }, 'normal'],
  ] as const)('%o opens the database with synchronous=%s in WAL', async (env, expected) => {
    const config = loadConfig({
      ...env,
      DATABASE_URL: join(dir, `${expected}-${Math.random()}.db`),
    });
    const database = createDatabase(config.database);
    try {
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      expect(sync.rows).toEqual([{ synchronous: CODES[expected] }]);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      expect(journal.rows).toEqual([{ journal_mode: 'wal' }]);
    } finally {
      await database.close();
    }
  });

  it('defaults to full when a caller builds the database config by hand', async () => {
    const database = createDatabase({ kind: 'sqlite', file: join(dir, 'by-hand.db') });
    try {
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      expect(sync.rows).toEqual([{ synchronous: CODES.full }]);
    } finally {
      await database.close();
    }
  });
});
