import { PUSH_TTL_SECONDS } from '@hearth/shared';
import type { Db } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { consumePending, skipPending, type EventRow } from '../events/events.service.js';
import { enqueueFor } from './push-enqueue.js';
import { sendDue, type SenderOptions } from './push-sender.js';
import * as repo from './push.repository.js';

export const PUSH_CONSUMER = 'push';
/** The log is also read on a timer: a publish missed (Redis away, another instance) waits this. */
const POLL_MS = 5_000;
/** How long an announced message waits for others to be read with it. */
const BATCH_MS = 50;
const DAY_MS = 86_400_000;
/**
 * A full look reads the log from where the last complete one began, less this margin: an
 * event's time is taken before its transaction commits. Reading back a whole day every five
 * seconds stalled the event loop for as long as a day's traffic took to group.
 */
const FULL_SCAN_OVERLAP_MS = 60_000;

/**
 * Where a full look at the log starts reading. Events older than a push's TTL are never pushed,
 * so it skips the rest of the log; and it skips what the last complete look already covered.
 */
export function fullScanSince(started: number, lastCompleteScan: number | null): string {
  const ttlCutoff = started - PUSH_TTL_SECONDS * 1000 - POLL_MS;
  const covered = lastCompleteScan === null ? ttlCutoff : lastCompleteScan - FULL_SCAN_OVERLAP_MS;
  return new Date(Math.max(ttlCutoff, covered)).toISOString();
}

/**
 * Reads the log with the push consumer's own cursor and sends what it owes. Runs are never
 * concurrent within an instance: a wake-up during a run asks for one more run after it.
 */
export class PushWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = 0;
  private closed = false;
  /** Streams announced since the last run; a full look at the log is owed besides, or not. */
  private announced = new Set<string>();
  private fullScanOwed = true;
  private batch: NodeJS.Timeout | null = null;
  private lastFullScan = 0;
  /** When the last full look that completed began; null until one has (then a day is read). */
  private lastCompleteScan: number | null = null;

  /** The timer's full look at the log is due (the announcements may have missed something). */
  private timerDue(): boolean {
    return Date.now() - this.lastFullScan >= POLL_MS;
  }

  constructor(
    private readonly db: Db,
    private readonly sender: SenderOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.wake(), POLL_MS);
    this.timer.unref();
    void this.wake();
  }

  /**
   * Starts a run, or asks the current one to go round again. Resolves when no run is owed. With
   * a stream (a new message's), only that stream is read; without, every stream behind is.
   */
  wake(stream?: string): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (stream) {
      // A burst of messages is read in one run (a transaction per stream), not one run each.
      this.announced.add(stream);
      this.batch ??= setTimeout(() => {
        this.batch = null;
        void this.wake();
      }, BATCH_MS);
      return Promise.resolve();
    }
    if (this.announced.size === 0 || this.timerDue()) this.fullScanOwed = true;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => (this.running = null));
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runOnce();
      } catch (error) {
        this.sender.log.error({ err: error }, 'push run failed');
      }
    } while (this.again && !this.closed);
  }

  private async runOnce(): Promise<void> {
    const full = this.fullScanOwed;
    const started = Date.now();
    if (full) this.lastFullScan = started;
    const streams = full ? undefined : [...this.announced];
    this.fullScanOwed = false;
    this.announced = new Set();
    const options = { streams, since: fullScanSince(started, this.lastCompleteScan) };
    if (await repo.anySubscription(this.db)) {
      const handle = (trx: Db, event: EventRow) => enqueueFor(this.db, trx, event);
      while ((await consumePending(this.db, PUSH_CONSUMER, handle, options)) > 0) {
        if (this.closed) return;
      }
      await sendDue(this.db, this.sender);
    } else {
      // No device rings (a server nobody has turned notifications on for): the cursor moves
      // on without reading the messages it passes, and no push can be due (each names one).
      await skipPending(this.db, PUSH_CONSUMER, options);
    }
    if (full) this.lastCompleteScan = started;
    if (Date.now() - this.lastPrune > 60_000) {
      this.lastPrune = Date.now();
      // A push older than its TTL would be dropped by the push service anyway.
      await repo.pruneExpired(this.db, nowIso(), new Date(Date.now() - DAY_MS).toISOString());
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.batch) clearTimeout(this.batch);
    await this.running;
  }
}
