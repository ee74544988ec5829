import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS, freshDatabase, type FreshDatabase } from './test/databases.js';
import { family, send, storedMessageIds } from './test/http-client.js';
import { startServerProcess, waitForExit } from './test/process.js';

function databaseUrl(db: FreshDatabase): string {
  return db.config.kind === 'sqlite' ? db.config.file : db.config.url;
}

describe.each(DIALECTS)('durability on %s', (dialect) => {
  const databases: FreshDatabase[] = [];
  afterAll(async () => {
    for (const db of databases) await db.drop();
  });

  it('keeps every acknowledged send when the process is killed mid-burst', async () => {
    const db = await freshDatabase(dialect);
    databases.push(db);
    const env = { DATABASE_URL: databaseUrl(db) };
    const first = await startServerProcess(env);
    const { token, path } = await family(first.url, 'crash@example.org');

    // Eight senders keep requests in flight; the process is killed once 150 are acknowledged.
    const acknowledged: string[] = [];
    let n = 0;
    const sender = async () => {
      for (;;) {
        try {
          const message = await send(first.url, token, path, `message ${n++}`);
          acknowledged.push(message.id);
          if (acknowledged.length === 150) first.child.kill('SIGKILL');
        } catch {
          return; // the process is gone: anything unanswered was never promised
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    await waitForExit(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const second = await startServerProcess(env);
    try {
      const stored = await storedMessageIds(second.url, token, path);
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
