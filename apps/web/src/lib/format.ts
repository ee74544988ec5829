import { firstDayOfWeek, formatLocale, listLocale } from './i18n/format-locale';

/*
 * Numbers, dates, relative times, lists and weekdays in the active language, through Intl. The
 * language is read at each call; the formatters, costly to build, are kept per locale and options.
 */

const formatters = new Map<string, unknown>();

/** One formatter per kind, locale and options, built on first use. */
export function cachedFormatter<T>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = formatLocale();
  return cachedFormatter('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = formatLocale();
  return cachedFormatter('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function listFormat(options: Intl.ListFormatOptions): Intl.ListFormat {
  const locale = listLocale();
  return cachedFormatter('list', locale, options, () => new Intl.ListFormat(locale, options));
}

/** 4000 → "4,000" in English, "4.000" in German. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date (by default "21 Nov 2026", as the language writes it); '' for one it cannot read. */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = toDate(value);
  return date ? dateTimeFormat(options).format(date) : '';
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date and its time of day ("21 Nov 2026, 09:05"); '' for one it cannot read. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, DATE_TIME);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const STEPS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length, and how long before the next unit takes over
  ['minute', MINUTE, HOUR],
  ['hour', HOUR, DAY],
  ['day', DAY, WEEK],
  ['week', WEEK, 30 * DAY],
  ['month', 30 * DAY, 365 * DAY],
  ['year', 365 * DAY, Infinity],
];

export interface RelativeTimeOptions {
  now?: number;
  /** 'narrow' says "5m ago" in English, 'long' "5 minutes ago". */
  style?: Intl.RelativeTimeFormatStyle;
}

/**
 * How long ago (or how soon) a moment is, in the largest whole unit: "now", "5 minutes ago",
 * "2 hours ago", "yesterday", "in 3 days"; '' for a moment it cannot read.
 */
export function formatRelativeTime(
  value: DateInput,
  { now = Date.now(), style = 'long' }: RelativeTimeOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = formatLocale();
  const options: Intl.RelativeTimeFormatOptions = { numeric: 'auto', style };
  const format = cachedFormatter(
    'relative',
    locale,
    options,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
  const diff = date.getTime() - now;
  const size = Math.abs(diff);
  if (size < MINUTE) return format.format(0, 'second');
  const [unit, length] = STEPS.find(([, , below]) => size < below) ?? STEPS[STEPS.length - 1]!;
  return format.format(Math.trunc(diff / length), unit);
}

/** "Grandma, Sam and Ben" (and what the language says for "and"); '' for nobody. */
export function formatList(
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
): string {
  return listFormat({ type, style: 'long' }).format(items);
}

/** The names of a conversation's people, short: "Grandma, Sam, Ben" in English. */
export function nicknames(people: { nickname: string }[]): string {
  return listFormat({ type: 'conjunction', style: 'narrow' }).format(people.map((p) => p.nickname));
}

/** Parts of a length ("2 minutes", "5 seconds") as one: "2 minutes 5 seconds" in English. */
export function formatUnitList(parts: readonly string[]): string {
  return listFormat({ type: 'unit', style: 'narrow' }).format(parts);
}

export { firstDayOfWeek };

/**
 * The seven weekdays in the order a week runs where the language is spoken (Monday first in
 * Germany, Sunday in the United States, Saturday in Egypt), each with its ISO number (1 Monday to
 * 7 Sunday) and its name.
 */
export function weekdays(
  style: 'long' | 'short' | 'narrow' = 'long',
): { day: number; name: string }[] {
  const format = dateTimeFormat({ weekday: style, timeZone: 'UTC' });
  const first = firstDayOfWeek();
  return Array.from({ length: 7 }, (_, n) => {
    const day = ((first - 1 + n) % 7) + 1;
    // 2024-01-01 was a Monday: day 1 is that date, day 7 the Sunday after it.
    return { day, name: format.format(new Date(Date.UTC(2024, 0, day))) };
  });
}
