import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';

/** A backup that cannot be made, with a sentence for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a consistent copy of a SQLite database that a server may be writing to. VACUUM INTO
 * reads one snapshot in one read transaction (in WAL mode writers go on meanwhile), where the
 * page-by-page backup API starts over whenever another process writes, so under steady sends it
 * might never finish. SQLite does not fsync what VACUUM INTO writes, so the copy is written
 * beside the target, checked, synced, and only then renamed into place: a file at `target` is
 * always a whole backup.
 */
export function backupSqlite(source: string, target: string): { bytes: number } {
  if (source === ':memory:') throw new BackupError('An in-memory database cannot be backed up');
  if (!existsSync(source)) throw new BackupError(`No database at ${source}`);
  if (existsSync(target)) throw new BackupError(`${target} already exists: choose a new file`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    const live = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      live.pragma('busy_timeout = 5000');
      live.prepare('VACUUM INTO ?').run(partial);
    } finally {
      live.close();
    }
    const copy = new SQLite(partial, { readonly: true, fileMustExist: true });
    try {
      const result = copy.pragma('quick_check', { simple: true });
      if (result !== 'ok') throw new BackupError(`The copy failed its check: ${String(result)}`);
    } finally {
      copy.close();
    }
    fsyncPath(partial);
    renameSync(partial, target);
    fsyncPath(dirname(target));
  } catch (error) {
    rmSync(partial, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `Backup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { bytes: statSync(target).size };
}
