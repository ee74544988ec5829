import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlLocale } from '@/lib/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The demo's time rule (spec section 9): Just now, Nm ago, Nh ago, or a date, in the active
 * language. A timestamp slightly in the future (clock changes) still reads Just now rather than a
 * negative age.
 */
export function formatRelativeTime(timestamp: number, now: number = Date.now()): string {
  const age = now - timestamp;
  if (age < MINUTE) return i18n._(msg({ message: 'Just now', comment: 'when a message was sent' }));
  if (age < HOUR) {
    const minutes = Math.floor(age / MINUTE);
    return i18n._(
      msg({ message: `${minutes}m ago`, comment: 'when a message was sent, minutes abbreviated' }),
    );
  }
  if (age < DAY) {
    const hours = Math.floor(age / HOUR);
    return i18n._(
      msg({ message: `${hours}h ago`, comment: 'when a message was sent, hours abbreviated' }),
    );
  }
  const date = new Date(timestamp);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(intlLocale(), {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** A full date and time for the tooltip and machine-readable attribute beside the short form. */
export function formatFullTime(timestamp: number): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(timestamp),
  );
}
