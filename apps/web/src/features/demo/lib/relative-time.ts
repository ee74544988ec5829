import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, formatDateTime } from '@/lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const THIS_YEAR: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const OTHER_YEAR: Intl.DateTimeFormatOptions = { ...THIS_YEAR, year: 'numeric' };

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
  return formatDate(date, sameYear ? THIS_YEAR : OTHER_YEAR);
}

/** A full date and time for the tooltip and machine-readable attribute beside the short form. */
export function formatFullTime(timestamp: number): string {
  return formatDateTime(timestamp);
}
