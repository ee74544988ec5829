import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date(2026, 10, 21, 15, 0, 0).getTime();
const minutes = (n: number) => n * 60_000;

describe('formatRelativeTime', () => {
  it('says Just now under a minute, and for a timestamp slightly in the future', () => {
    expect(formatRelativeTime(now, now)).toBe('Just now');
    expect(formatRelativeTime(now - 59_999, now)).toBe('Just now');
    expect(formatRelativeTime(now + 5_000, now)).toBe('Just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(formatRelativeTime(now - minutes(1), now)).toBe('1m ago');
    expect(formatRelativeTime(now - minutes(59) - 59_000, now)).toBe('59m ago');
  });

  it('counts whole hours under a day', () => {
    expect(formatRelativeTime(now - minutes(60), now)).toBe('1h ago');
    expect(formatRelativeTime(now - minutes(24 * 60) + 1, now)).toBe('23h ago');
  });

  it('shows a date from a day on, with the year only when it differs', () => {
    expect(formatRelativeTime(now - minutes(24 * 60), now)).toBe('Nov 20');
    expect(formatRelativeTime(new Date(2025, 0, 3, 9).getTime(), now)).toBe('Jan 3, 2025');
  });
});
