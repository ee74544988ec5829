import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.js';

describe('TokenBucket', () => {
  it('allows a burst, then refills at its rate', () => {
    const bucket = new TokenBucket(3, 2);
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => bucket.take(t))).toEqual([true, true, true, false]);
    expect(bucket.take(t + 400)).toBe(false); // 0.8 of a token
    expect(bucket.take(t + 500)).toBe(true); // 1 token after half a second
    expect(bucket.take(t + 10_000)).toBe(true);
    expect([1, 2, 3].map(() => bucket.take(t + 10_000))).toEqual([true, true, false]);
  });
});
