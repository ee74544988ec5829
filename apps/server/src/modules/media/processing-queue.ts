import { availableParallelism } from 'node:os';

/**
 * Photo and video processing this process runs at once; the rest wait their turn. libvips
 * decodes off the event loop on its own threads, so a few jobs keep every core busy, and more
 * would only hold more decoded pixels in memory at once.
 */
const AT_ONCE = Math.max(1, Math.min(4, availableParallelism()));

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` once fewer than AT_ONCE jobs run, in the order asked. */
export async function processInTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}
