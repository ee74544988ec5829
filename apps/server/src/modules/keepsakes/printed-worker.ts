import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { nowIso } from '../../lib/ids.js';
import { deleteFile, setFileSize } from '../media/media.service.js';
import { LeaseLost, makeBook } from './printed-maker.js';
import * as repo from './printed-lease.repository.js';

/** How long a claim holds without renewal: a stopped instance's book waits at most this. */
export const LEASE_MS = 60_000;
/** How often a book in the making renews its lease and records its progress. */
const RENEW_EVERY_MS = 2_000;
/** Books are looked for on a timer too: one asked for on another instance, or left by one. */
const POLL_MS = 5_000;
/** A book whose making stopped this many times (its instance died each time) has failed. */
const ATTEMPTS_MAX = 3;

const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Makes the printed books that wait, one at a time on this instance, each claimed with a lease
 * in its row (repo.claimNext) so that no two instances make the same book. The layout runs on
 * the event loop a message at a time and yields between messages; photos are decoded by sharp
 * off the loop: sends go on while a book is made.
 */
export class KeepsakeWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.closed) return;
    this.timer = setInterval(() => void this.wake(), POLL_MS);
    this.timer.unref();
    void this.wake();
  }

  /** Looks for books now; a wake-up during a run asks for one more look after it. */
  wake(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => (this.running = null));
    return this.running;
  }

  /** Stops looking; a book in the making stops at its next renewal and is left to another. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.closed && (await this.makeOne()));
      } catch (error) {
        this.log.error({ err: error }, 'keepsake run failed');
      }
    } while (this.again && !this.closed);
  }

  /** Makes the next waiting book, if any; false when none waits. */
  private async makeOne(): Promise<boolean> {
    const { db } = this.ctx;
    const book = await repo.claimNext(db, nowIso(), isoIn(LEASE_MS));
    if (!book) return false;
    let held = book.claimed_until!;
    const end = async (status: 'ready' | 'failed', byteSize: number | null) => {
      if (!(await repo.finish(db, book.id, held, { status, byteSize, now: nowIso() }))) return;
      // The book's file says its size as any stored file does; a failed book keeps none of it.
      if (byteSize !== null) await setFileSize(db, book.id, byteSize);
      else await deleteFile(db, book.id);
    };
    if (book.attempts > ATTEMPTS_MAX) {
      await end('failed', null);
      return true;
    }
    let renewed = Date.now();
    const lease = {
      renew: async (progress: number) => {
        if (this.closed) return false;
        // A write every few seconds keeps the lease and moves the progress bar; no more.
        if (Date.now() - renewed < RENEW_EVERY_MS) return true;
        renewed = Date.now();
        const next = isoIn(LEASE_MS);
        const kept = await repo.renew(db, book.id, held, next, progress);
        if (kept) held = next;
        return kept;
      },
    };
    try {
      await end('ready', await makeBook(this.ctx, book, lease));
    } catch (error) {
      if (error instanceof LeaseLost) {
        // Closing: the book is handed on at once rather than when the lease runs out.
        if (this.closed) await repo.release(db, book.id, held);
        return true;
      }
      this.log.error({ err: error, keepsake: book.id }, 'keepsake book failed');
      await end('failed', null);
    }
    return true;
  }
}
