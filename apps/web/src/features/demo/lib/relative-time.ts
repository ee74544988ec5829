const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The demo's time rule (spec section 9): Just now, Nm ago, Nh ago, or a date.
 * A timestamp slightly in the future (clock changes) still reads Just now rather than a negative age.
 */
export function formatRelativeTime(timestamp: number, now: number = Date.now()): string {
  const age = now - timestamp;
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  const date = new Date(timestamp);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** A full date and time for the tooltip and machine-readable attribute beside the short form. */
export function formatFullTime(timestamp: number): string {
  return new Date(timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
