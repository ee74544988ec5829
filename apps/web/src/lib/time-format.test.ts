import { formatTime } from './time-format';

describe('formatTime', () => {
  it('shows the same hour and minute as toLocaleTimeString did', () => {
    for (const iso of ['2026-11-21T09:05:00Z', '2026-11-21T23:59:59Z', '2026-01-01T00:00:00Z']) {
      const expected = new Date(iso).toLocaleTimeString(undefined, {
        hour: '2-digit',
        minute: '2-digit',
      });
      expect(formatTime(iso)).toBe(expected);
    }
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatTime('not a date')).toBe('');
  });

  it('without workers, prepares one formatter in a task of its own and keeps it', async () => {
    vi.resetModules();
    const fresh = await import('./time-format');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    vi.useFakeTimers();
    try {
      fresh.prepareTimeFormat();
      expect(made).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(made).toHaveBeenCalledTimes(1);
      fresh.formatTime('2026-11-21T09:05:00Z');
      fresh.formatTime('2026-11-21T10:05:00Z');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      made.mockRestore();
    }
  });
});
