import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { freshDatabase } from '../test/databases.js';
import { Api, sendMessage, testConfig } from '../test/helper.js';
import { sql } from 'kysely';
import type { DurableEvent } from '@hearth/shared';
import type { AppContext } from '../app-context.js';
import { publish } from '../modules/events/events.service.js';
import { createDatabase, pendingFlush, whenDurable } from './database.js';
import { WalSync } from './wal-sync.js';

/** A flush the test lets through by hand: what waits for the disk can be watched. */
function heldFlushes() {
  const waiting: (() => void)[] = [];
  return {
    flush: () => new Promise<void>((resolve) => waiting.push(resolve)),
    held: () => waiting.length,
    release: () => waiting.shift()?.(),
  };
}
const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};
const turns = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('WalSync', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-walsync-'));
  const wal = join(dir, 'x.db-wal');
  writeFileSync(wal, '');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('owes nothing before a write, and flushes the real file for one', async () => {
    const sync = new WalSync(wal);
    expect(sync.pending()).toBeNull();
    sync.noteWrite();
    await sync.durable();
    expect(sync.flushes).toBe(1);
    expect(sync.pending()).toBeNull();
    await sync.close();
  });

  it('answers a write only after a flush that began after it; one flush serves many', async () => {
    const disk = heldFlushes();
    const sync = new WalSync(wal, disk.flush);
    sync.noteWrite();
    sync.noteWrite();
    const first = settled(sync.durable());
    const second = settled(sync.durable());
    await turns();
    expect(disk.held()).toBe(1);
    // Written while that flush runs: the flush may not carry it, so it waits for the next.
    sync.noteWrite();
    const third = settled(sync.durable());
    disk.release();
    await turns();
    expect([first.done, second.done, third.done]).toEqual([true, true, false]);
    expect(disk.held()).toBe(1);
    disk.release();
    await turns();
    expect(third.done).toBe(true);
    await sync.close();
  });

  it('fails the writes a failed flush carried, and flushes them again when asked', async () => {
    let fail = true;
    const sync = new WalSync(wal, async () => {
      if (fail) throw new Error('EIO');
    });
    sync.noteWrite();
    await expect(sync.durable()).rejects.toThrow('EIO');
    fail = false;
    await expect(sync.durable()).resolves.toBeUndefined();
    expect(sync.pending()).toBeNull();
    await sync.close();
  });
});

describe('the flush owed by a transaction', () => {
  it('is owed from its COMMIT: a flush between its insert and the commit does not carry it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-commit-'));
    const database = createDatabase({ kind: 'sqlite', file: join(dir, 'c.db') });
    try {
      const { db } = database;
      await sql`create table t (x integer)`.execute(db);
      await whenDurable(db);
      await db.transaction().execute(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        // Another request's answer flushes now, before this transaction's pages reach the WAL.
        await whenDurable(db);
        expect(pendingFlush(db)).toBeNull();
      });
      expect(pendingFlush(db)).not.toBeNull();
      await whenDurable(db);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a send on SQLite at full durability', () => {
  it('is answered only once the disk has its commit', async () => {
    const fresh = await freshDatabase('sqlite');
    const disk = heldFlushes();
    const database = createDatabase(fresh.config, { flush: disk.flush });
    const app = await buildApp(testConfig({ database: fresh.config }), { database });
    try {
      await app.ready();
      const api = new Api(app);
      // Sign-up and the family's writes pass once the test lets each flush through.
      const letThrough = setInterval(() => disk.release(), 5);
      const fam = await api.family('flush@example.org');
      clearInterval(letThrough);
      await turns();
      while (disk.held() > 0) disk.release();

      const answer = settled(
        sendMessage(api, fam.token, fam.profile.id, fam.conversation.id, 'kept'),
      );
      await turns();
      expect(disk.held()).toBe(1);
      expect(answer.done).toBe(false);
      disk.release();
      await turns();
      expect(answer.done).toBe(true);
    } finally {
      const letThrough = setInterval(() => disk.release(), 5);
      await app.close();
      await database.close();
      clearInterval(letThrough);
      await fresh.drop();
    }
  });
});

describe('announcements of committed events', () => {
  it('wait for the flush that carries them, not for one per announcement', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-announce-'));
    const disk = heldFlushes();
    const database = createDatabase({ kind: 'sqlite', file: join(dir, 'a.db') }, disk);
    const heard: number[] = [];
    const ctx = {
      db: database.db,
      events: {
        publishToConversation: (_id: string, event: DurableEvent) => heard.push(event.seq),
      },
    } as unknown as AppContext;
    const write = () => sql`insert into t values (1)`.execute(database.db);
    try {
      const letThrough = setInterval(() => disk.release(), 5);
      await sql`create table t (x integer)`.execute(database.db);
      await whenDurable(database.db);
      clearInterval(letThrough);
      for (const seq of [1, 2, 3, 4, 5]) {
        await write();
        publish(ctx, [{ type: 'participant.left', stream: 'c:x', seq } as DurableEvent]);
      }
      // Writes go on while the disk works, as they do under load.
      let flushes = 0;
      while (heard.length < 5 && flushes < 10) {
        await turns();
        disk.release();
        flushes += 1;
        await turns();
        await write();
      }
      expect(heard).toEqual([1, 2, 3, 4, 5]);
      expect(flushes).toBeLessThanOrEqual(2);
      // A commit known to be on disk (a send, answered after its flush) waits for no flush of
      // the writes that came after it, only for the announcements before it.
      const drain = setInterval(() => disk.release(), 5);
      await whenDurable(database.db);
      clearInterval(drain);
      await turns();
      while (disk.held() > 0) disk.release();
      await write();
      expect(pendingFlush(database.db)).not.toBeNull();
      publish(ctx, [{ type: 'participant.left', stream: 'c:x', seq: 6 } as DurableEvent], {
        onDisk: true,
      });
      await turns();
      expect(heard).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      const letThrough = setInterval(() => disk.release(), 5);
      await database.close();
      clearInterval(letThrough);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
