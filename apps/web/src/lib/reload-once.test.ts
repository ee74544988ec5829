import { describe, expect, it, vi } from 'vitest';
import { reloadOnce } from './reload-once';

describe('reloadOnce', () => {
  it('reloads once, then not again within a few minutes, then again later', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    const t = 1_000_000_000;
    expect(reloadOnce(storage, reload, t)).toBe(true);
    // The reloaded page meets the same refusal: no second reload, no loop.
    expect(reloadOnce(storage, reload, t + 1_000)).toBe(false);
    expect(reloadOnce(storage, reload, t + 60_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, reload, t + 10 * 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
