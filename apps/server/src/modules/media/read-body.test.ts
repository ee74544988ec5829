import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBounded } from './read-body.js';

const pieces = (...sizes: number[]) => sizes.map((size, i) => Buffer.alloc(size, i + 1));
const errors = {
  tooLarge: () => new Error('too large'),
  cutOff: () => new Error('cut off'),
};
const read = (parts: Buffer[], declared?: number, max = 100) =>
  readBounded(Readable.from(parts, { objectMode: false }), max, { ...errors, declared });

describe('readBounded', () => {
  it.each([
    ['without a declared length', undefined],
    ['with the declared length', 60],
    ['declared longer than sent', 90],
    ['declared shorter than sent', 25],
  ])('gives back every byte in order, %s', async (_what, declared) => {
    const parts = pieces(10, 20, 30);
    expect((await read(parts, declared)).equals(Buffer.concat(parts))).toBe(true);
  });

  it('refuses a body past the limit, declared or not', async () => {
    await expect(read(pieces(60, 60))).rejects.toThrow('too large');
    await expect(read(pieces(60, 60), 100)).rejects.toThrow('too large');
  });

  it('judges the first bytes once they are there, and refuses without the rest', async () => {
    // The rest never comes: only a refusal made on the first bytes can answer.
    const stream = Readable.from(
      (async function* () {
        yield* pieces(4, 4);
        await new Promise(() => {});
      })(),
      { objectMode: false },
    );
    const judged: Buffer[] = [];
    const body = readBounded(stream, 100, {
      ...errors,
      head: { bytes: 6, judge: (head) => (judged.push(head), new Error('not audio')) },
    });
    await expect(body).rejects.toThrow('not audio');
    expect(judged).toEqual([Buffer.from([1, 1, 1, 1, 2, 2])]);
    stream.destroy();
  });

  it('stops where the holding check refuses', async () => {
    const sizes: number[] = [];
    const body = readBounded(Readable.from(pieces(10, 10, 10), { objectMode: false }), 100, {
      ...errors,
      holding: (size) => (sizes.push(size), size > 15 ? new Error('no room') : null),
    });
    await expect(body).rejects.toThrow('no room');
    expect(sizes).toEqual([10, 20]);
  });
});
