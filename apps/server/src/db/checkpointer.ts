import { createRequire } from 'node:module';
import { endianness } from 'node:os';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the checkpointer looks at the WAL. */
export const CHECKPOINT_INTERVAL_MS = 100;

/**
 * The WAL pages not yet copied into the database file at which the checkpointer copies them:
 * SQLite's own default threshold, so checkpoints (two fsyncs each) come no more often than they
 * did inside COMMIT; a checkpoint on every look cost a quiet server a third more CPU.
 */
export const CHECKPOINT_PAGES = 1000;

/**
 * The WAL size (in pages) at which the writing connection checkpoints on its own. Only a
 * backstop: under steady writes the background checkpointer never sees the WAL fully copied
 * (pages keep arriving while it copies), so SQLite cannot start the file over; the writer's own
 * checkpoint then copies the few pages left and the next write restarts the WAL. Four times
 * SQLite's default bounds the file at about 16 MB, plus what arrives while a background
 * checkpoint that was already running finishes (the writer's gives up while another runs).
 */
export const WRITER_CHECKPOINT_PAGES = 4000;

// Runs in the worker: its own connection to the file, and a PASSIVE checkpoint (which never
// waits for or blocks the writer) once enough pages wait. How many wait is read from the
// wal-index header in the -shm file, as SQLite documents its layout (native byte order): the
// WAL's last valid frame (mxFrame, offset 16) less the frames already copied (nBackfill,
// offset 96). CommonJS text, so that it runs the same from the compiled server and from the
// TypeScript sources under test.
const WORKER_SOURCE = `
const { closeSync, openSync, readSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');
const header = Buffer.alloc(100);
const read = workerData.littleEndian ? 'readUInt32LE' : 'readUInt32BE';
let shm = null;
function waiting() {
  try {
    shm ??= openSync(workerData.file + '-shm', 'r');
    if (readSync(shm, header, 0, 100, 0) < 100) return 0;
    return header[read](16) - header[read](96);
  } catch {
    return 0; // no WAL yet: nothing to copy
  }
}
// Each look is scheduled once the previous one is over, never on a fixed interval: a checkpoint
// slower than the interval would otherwise be followed at once by the next, and the writer's own
// checkpoint (which gives up while another runs) would never get the gap it needs.
function look() {
  if (waiting() >= workerData.pages) {
    try {
      checkpoint.run();
    } catch (error) {
      parentPort.postMessage({ error: String(error) });
    }
  }
  timer = setTimeout(look, workerData.intervalMs);
}
let timer = setTimeout(look, workerData.intervalMs);
parentPort.on('message', () => {
  clearTimeout(timer);
  if (shm !== null) closeSync(shm);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the timer and closes the worker's connection. */
  close(): Promise<void>;
}

/**
 * Checkpoints a SQLite database from a worker thread: otherwise the copy of the WAL into the
 * database file (and its fsyncs) runs inside a COMMIT, stalling the only JavaScript thread. The
 * writing connection keeps a larger threshold as a backstop.
 */
export function startCheckpointer(
  sqlite: SQLite.Database,
  file: string,
  onError: (message: string) => void = () => undefined,
): Checkpointer {
  sqlite.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver,
      intervalMs: CHECKPOINT_INTERVAL_MS,
      pages: CHECKPOINT_PAGES,
      littleEndian: endianness() === 'LE',
    },
  });
  // A failing checkpoint is not a failed write: the writer's own threshold still holds the WAL.
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(String(error)));
  // The timer must not keep a process alive that has nothing else to do.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    close: async () => {
      // Held until it has closed its connection: a process with nothing else left to do would
      // otherwise end first, with the worker's connection still open.
      worker.ref();
      worker.postMessage('close');
      await exited;
    },
  };
}
