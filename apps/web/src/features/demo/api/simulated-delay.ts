export const MIN_DELAY_MS = 100;
export const MAX_DELAY_MS = 200;

/**
 * Waits 100 to 200 ms so the demo feels like a real app talking to a server:
 * pending states (disabled Send, spinners) get exercised even though nothing leaves the browser.
 */
export function simulatedDelay(random: () => number = Math.random): Promise<void> {
  const ms = MIN_DELAY_MS + Math.floor(random() * (MAX_DELAY_MS - MIN_DELAY_MS + 1));
  return new Promise((resolve) => setTimeout(resolve, Math.min(ms, MAX_DELAY_MS)));
}
