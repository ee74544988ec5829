import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Taken before any test fakes the clock: the deadline and the pause between looks are real time.
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now.bind(Date);
const pause = () => new Promise((resolve) => realSetTimeout(resolve, 20));

/**
 * `waitFor` for a test on vi's fake clock, which moves only when the test says: each look steps
 * it 50 ms inside `act`, so what the step starts (renders, effects, the timers they set) is done
 * before the test goes on. Not `shouldAdvanceTime`: that clock also follows real time, so on a
 * busy machine a timer fires outside `act` and its effects are still queued when the test steps.
 */
export async function waitOnFakeClock<T>(check: () => T, timeoutMs = 10_000): Promise<T> {
  const deadline = realNow() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (realNow() > deadline) throw error;
    }
    await act(() => vi.advanceTimersByTimeAsync(50));
    await pause();
  }
}
