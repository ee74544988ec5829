import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from half a second up to thirty, with jitter in the upper half', () => {
    expect(reconnectDelay(0, false, () => 0)).toBe(250);
    expect(reconnectDelay(0, false, () => 1)).toBe(500);
    expect(reconnectDelay(3, false, () => 1)).toBe(4000);
    expect(reconnectDelay(20, false, () => 1)).toBe(30_000);
    expect(reconnectDelay(20, false, () => 0)).toBe(15_000);
  });

  it('waits four times longer while the tab is hidden', () => {
    expect(reconnectDelay(2, true, () => 1)).toBe(8000);
  });
});
