import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { endianness, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CHECKPOINT_INTERVAL_MS,
  CHECKPOINT_PAGES,
  WRITER_CHECKPOINT_PAGES,
} from './checkpointer.js';
import { createDatabase } from './database.js';

const PAGE = 4096;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the background WAL checkpointer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-checkpoint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const open = (name: string) => {
    const file = join(dir, name);
    return { file, database: createDatabase({ kind: 'sqlite', file }) };
  };

  /** `pages` pages of new rows, in transactions of `perCommit` pages. */
  async function write(db: ReturnType<typeof createDatabase>['db'], pages: number, perCommit = 1) {
    await sql`create table if not exists filler (body blob)`.execute(db);
    for (let i = 0; i < pages; i += perCommit) {
      await db.transaction().execute(async (trx) => {
        for (let j = 0; j < perCommit; j++) {
          await sql`insert into filler values (randomblob(${PAGE - 100}))`.execute(trx);
        }
      });
    }
  }

  it('copies committed pages into the database file while the writer checkpoints nothing', async () => {
    const { file, database } = open('copied.db');
    try {
      const limit = await sql<{
        wal_autocheckpoint: number;
      }>`pragma wal_autocheckpoint`.execute(database.db);
      expect(limit.rows).toEqual([{ wal_autocheckpoint: WRITER_CHECKPOINT_PAGES }]);
      await write(database.db, 0);
      const before = statSync(file).size;
      // Past the checkpointer's threshold and far below the writer's own, so only the worker
      // can copy these pages.
      const pages = CHECKPOINT_PAGES + 500;
      await write(database.db, pages, 50);
      let grown = 0;
      // Up to 20 s: a loaded machine may hold the worker's thread back for a while.
      for (let i = 0; i < 400 && grown < CHECKPOINT_PAGES * PAGE; i++) {
        await sleep(50);
        grown = statSync(file).size - before;
      }
      expect(grown).toBeGreaterThanOrEqual(CHECKPOINT_PAGES * PAGE);
    } finally {
      await database.close();
    }
  });

  it('leaves fewer pages than its threshold in the WAL (no fsyncs for a trickle of writes)', async () => {
    const { file, database } = open('trickle.db');
    try {
      await write(database.db, 0);
      const before = statSync(file).size;
      await write(database.db, CHECKPOINT_PAGES / 2, 10);
      await sleep(CHECKPOINT_INTERVAL_MS * 4);
      expect(statSync(file).size).toBe(before);
    } finally {
      await database.close();
    }
  });

  it('restarts the WAL under writes that never pause', async () => {
    const { file, database } = open('bounded.db');
    try {
      await write(database.db, 0);
      const header = Buffer.alloc(100);
      const shm = openSync(`${file}-shm`, 'r');
      // The WAL's last valid frame, from the wal-index header (native byte order, offset 16).
      const frames = () => {
        readSync(shm, header, 0, 100, 0);
        return endianness() === 'LE' ? header.readUInt32LE(16) : header.readUInt32BE(16);
      };
      // Commits of 20 pages with no gap between them, until SQLite starts the WAL over (its last
      // frame goes back). How far past the writer's threshold the WAL gets first depends on the
      // machine's speed: a background checkpoint under way when the threshold is crossed makes
      // the writer's give up until it ends. Never restarting is what an unbounded WAL looks like.
      let written = 0;
      let last = 0;
      let restarted = false;
      try {
        while (!restarted && written < 10 * WRITER_CHECKPOINT_PAGES) {
          await write(database.db, 20, 20);
          written += 20;
          const now = frames();
          restarted = now < last;
          last = now;
        }
      } finally {
        closeSync(shm);
      }
      expect(restarted).toBe(true);
      const rows = await sql<{ n: number }>`select count(*) as n from filler`.execute(database.db);
      expect(rows.rows[0]!.n).toBe(written);
    } finally {
      await database.close();
    }
  });

  it('lets a script that only awaits the close finish it', async () => {
    // The built module, in a process of its own whose event loop has nothing else to keep it
    // alive while the worker closes (a one-off tool's top-level await).
    const database = fileURLToPath(new URL('../../dist/db/database.js', import.meta.url));
    const file = join(dir, 'script.db');
    const script = `
      const { createDatabase } = await import(${JSON.stringify(database)});
      const { db, close } = createDatabase({ kind: 'sqlite', file: ${JSON.stringify(file)} });
      await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
      await close();
      console.log('closed');`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('closed');
    expect(child.status).toBe(0);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it("closes the worker's connection with the database's", async () => {
    const { file, database } = open('closed.db');
    await write(database.db, 10);
    await database.close();
    // SQLite removes the WAL when its last connection closes: the worker's is gone too.
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});
