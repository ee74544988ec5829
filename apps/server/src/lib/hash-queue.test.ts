import { describe, expect, it } from 'vitest';
import { HashQueue, HashQueueFull } from './passwords.js';

/** A piece of work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => opened.then(() => 'done') };
}

describe('the password hash queue', () => {
  it('runs `slots` at once, queues `waiting` more, and refuses the rest at once', async () => {
    const queue = new HashQueue(2, 3);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      queue.run(() => {
        started.push(i);
        return g.work();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(queue.run(() => Promise.resolve('late'))).rejects.toBeInstanceOf(HashQueueFull);

    gates[0]!.open();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done', 'done', 'done']);
    // Every slot was given back: the queue takes work again.
    expect(await queue.run(() => Promise.resolve('again'))).toBe('again');
  });

  it('frees the slot of work that fails', async () => {
    const queue = new HashQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
