import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './errors';

export const READ_RETRIES = 2;

/** 1 s, doubled per attempt, capped at 10 s (section 9). */
export function readRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}

// Asking again cannot change these answers, so the reader sees them at once.
const FINAL_STATUSES = new Set([401, 403, 404]);

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null && FINAL_STATUSES.has(status)) return false;
  return failureCount < READ_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Offline, a read is still tried once: the service worker may answer it from its copy.
        networkMode: 'offlineFirst',
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
      },
      mutations: { retry: 0 },
    },
  });
}
