import { open, type FileHandle } from 'node:fs/promises';

const DONE = Promise.resolve();

/** How a flush reaches the disk; a test may hold it to watch what waits for it. */
export type Flush = (wal: FileHandle) => Promise<void>;

/**
 * Power-loss durability for SQLite without stopping the event loop. SQLite's own FULL mode
 * fsyncs the write-ahead log inside every COMMIT, on the only thread JavaScript has: every
 * request, delivery and heartbeat waited for the disk. Here SQLite commits at NORMAL (the WAL
 * written, not flushed) and this flushes the WAL file with fdatasync on libuv's thread pool.
 * `durable()` resolves once every write made before the call is on disk; every answer and every
 * announcement waits for it, so nothing is acknowledged or shown before it would survive a power
 * cut, and the disk's wait overlaps the next requests' work instead of blocking it. One flush
 * covers every write made before it starts, as one fsync covered a group commit.
 *
 * fdatasync flushes the file, not the descriptor: the WAL pages SQLite wrote through its own
 * descriptor go with it. SQLite keeps the WAL file (it resets it in place) while a connection is
 * open, so the descriptor opened at the first flush stays the right one.
 */
export class WalSync {
  private written = 0;
  private flushed = 0;
  private running: Promise<void> | null = null;
  private handle: Promise<FileHandle> | null = null;
  /** Flushes done, for metrics and tests. */
  flushes = 0;

  constructor(
    private readonly walPath: string,
    private readonly flush: Flush = (wal) => wal.datasync(),
  ) {}

  /** A statement that may write ran: the next `durable()` needs a flush. */
  noteWrite(): void {
    this.written += 1;
  }

  durable(): Promise<void> {
    return this.pending() ?? DONE;
  }

  /** The flush still owed for the writes made so far, or null when they are all on disk. */
  pending(): Promise<void> | null {
    return this.flushed >= this.written ? null : this.until(this.written);
  }

  private async until(target: number): Promise<void> {
    while (this.flushed < target) {
      this.running ??= this.flushOnce().finally(() => (this.running = null));
      await this.running;
    }
  }

  private async flushOnce(): Promise<void> {
    this.handle ??= open(this.walPath, 'r').catch((error: unknown) => {
      this.handle = null; // the next flush tries again
      throw error;
    });
    const wal = await this.handle;
    // Taken after the last await before the flush: every write noted so far is in the page
    // cache (SQLite writes synchronously), so this flush carries it to the disk.
    const upTo = this.written;
    await this.flush(wal);
    this.flushes += 1;
    if (upTo > this.flushed) this.flushed = upTo;
  }

  /** Flushes what is left, then lets go of the file. */
  async close(): Promise<void> {
    await this.durable().catch(() => undefined);
    const handle = this.handle;
    this.handle = null;
    await (await handle)?.close();
  }
}
