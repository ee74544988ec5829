import { ApiError } from './api-client';
import { createQueryClient, readRetryDelay, shouldRetryRead } from './query-config';

describe('read retries', () => {
  it('wait 1 s doubled per attempt, capped at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(readRetryDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it('retry a failed read twice', () => {
    const error = new ApiError('down', 503, undefined);
    expect(shouldRetryRead(0, error)).toBe(true);
    expect(shouldRetryRead(1, error)).toBe(true);
    expect(shouldRetryRead(2, error)).toBe(false);
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('do not retry answers that cannot change', () => {
    for (const status of [401, 403, 404]) {
      expect(shouldRetryRead(0, new ApiError('x', status, undefined))).toBe(false);
    }
  });

  it('are configured with no refetch on focus and no retried writes', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.refetchOnWindowFocus).toBe(false);
    expect(options.mutations?.retry).toBe(0);
    expect(options.queries?.retryDelay).toBe(readRetryDelay);
  });
});
