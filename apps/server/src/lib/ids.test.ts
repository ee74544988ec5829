import { afterEach, describe, expect, it, vi } from 'vitest';
import { isId, newId, nowIso } from './ids.js';

describe('newId', () => {
  // More ids than one draw of random bytes covers, so refills are crossed several times.
  const ids = Array.from({ length: 2_000 }, () => newId());

  it('makes UUIDv7 ids: version 7, the RFC variant, our own shape', () => {
    for (const id of ids) {
      expect(isId(id)).toBe(true);
      expect(id[14]).toBe('7');
      expect(['8', '9', 'a', 'b']).toContain(id[19]);
    }
  });

  it('never repeats, and orders by creation', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('gives each id random bits of its own (no two share their last 48 bits)', () => {
    const tails = ids.map((id) => id.slice(20));
    expect(new Set(tails).size).toBe(ids.length);
  });
});

describe('nowIso', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the clock to the millisecond, ISO 8601 in UTC, and moves with it', () => {
    vi.useFakeTimers();
    for (const at of [
      '2026-11-26T07:59:59.999Z',
      '2026-11-26T08:00:00.000Z',
      '2027-01-01T00:00:00.001Z',
    ]) {
      vi.setSystemTime(new Date(at));
      expect(nowIso()).toBe(at);
      expect(nowIso()).toBe(at); // asked again within the same millisecond
    }
  });
});
