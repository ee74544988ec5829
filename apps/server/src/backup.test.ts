import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { family, send, storedMessageIds } from './test/http-client.js';
import { startServerProcess } from './test/process.js';

const BACKUP_JS = fileURLToPath(new URL('../dist/backup.js', import.meta.url));

/** `npm run backup -- <file>` without npm's build step: the built script itself. */
function backup(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, [BACKUP_JS, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output: output.trim() })),
  );
}

describe('npm run backup', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies a running database under write load; the restored copy holds every acknowledged send', async () => {
    const live = join(dir, 'hearth.db');
    const env = { DATABASE_URL: live };
    const server = await startServerProcess(env);
    const { token, path } = await family(server.url, 'backup@example.org');

    // Six senders keep sends in flight before, during and after the backup.
    const acknowledged: string[] = [];
    let sending = true;
    let reached: () => void = () => undefined;
    const hundred = new Promise<void>((resolve) => (reached = resolve));
    let n = 0;
    const sender = async () => {
      while (sending) {
        acknowledged.push((await send(server.url, token, path, `message ${n++}`)).id);
        if (acknowledged.length >= 100) reached();
      }
    };
    const senders = Promise.all(Array.from({ length: 6 }, sender));
    await hundred;

    const beforeBackup = [...acknowledged];
    const target = join(dir, 'backup.db');
    const result = await backup(env, target);
    const duringBackup = acknowledged.length - beforeBackup.length;
    sending = false;
    await senders;
    const bytes = statSync(target).size;
    expect(result).toEqual({ code: 0, output: `Backed up ${live} to ${target} (${bytes} bytes).` });
    expect(duringBackup).toBeGreaterThan(0);
    // Written after the backup finished: must not be in it.
    const after = await send(server.url, token, path, 'after the backup');

    // The README's restore: stop the server, drop the old WAL, copy the backup into place.
    await server.stop();
    rmSync(`${live}-wal`, { force: true });
    rmSync(`${live}-shm`, { force: true });
    copyFileSync(target, live);
    const restored = await startServerProcess(env);
    try {
      const stored = await storedMessageIds(restored.url, token, path);
      expect(beforeBackup.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.has(after.id)).toBe(false);
    } finally {
      await restored.stop();
    }
  });

  it.each([
    [[], {}, 2, 'Usage: npm run backup -- <backup file>'],
    [['a.db', 'b.db'], {}, 2, 'Usage: npm run backup -- <backup file>'],
    [
      ['pg.sql'],
      { DATABASE_URL: 'postgres://db/hearth' },
      1,
      'DATABASE_URL names PostgreSQL: back it up with pg_dump (see the README).',
    ],
    [
      ['x.db'],
      { DATABASE_URL: 'mysql://db/hearth' },
      1,
      'Invalid configuration:\n  - DATABASE_URL must be a postgres:// URL or a SQLite file path',
    ],
    [['x.db'], { DATABASE_URL: 'sqlite::memory:' }, 1, 'An in-memory database cannot be backed up'],
  ])('%o with %o exits %i: %s', async (args, env, code, output) => {
    expect(await backup(env, ...args)).toEqual({ code, output });
  });

  it('refuses a missing database and an existing target, and writes nothing', async () => {
    const missing = join(dir, 'missing.db');
    const target = join(dir, 'never.db');
    expect(await backup({ DATABASE_URL: missing }, target)).toEqual({
      code: 1,
      output: `No database at ${missing}`,
    });
    expect(existsSync(target)).toBe(false);
    expect(existsSync(missing)).toBe(false);

    const taken = join(dir, 'taken.db');
    writeFileSync(taken, 'keep me');
    const source = join(dir, 'hearth.db');
    expect(await backup({ DATABASE_URL: source }, taken)).toEqual({
      code: 1,
      output: `${taken} already exists: choose a new file`,
    });
  });
});
