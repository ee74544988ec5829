import { i18n, type Messages } from '@lingui/core';
import {
  firstDayOfWeek,
  formatDate,
  formatDateTime,
  formatList,
  formatNumber,
  formatRelativeTime,
  nicknames,
  weekdays,
} from './format';
import { formatLocale } from './i18n';
import { formatTime } from './time-format';
import { formatSeconds } from './voice/format-seconds';
import { spokenDuration } from './voice/spoken-duration';

/** Runs `check` with `locale` active (its catalog `messages`), then English again. */
function inLanguage(locale: string, check: () => void, messages: Messages = {}): void {
  i18n.load(locale, messages);
  i18n.activate(locale);
  try {
    check();
  } finally {
    i18n.activate('en');
  }
}

const AT = '2026-11-21T09:05:00Z';
const NOW = Date.parse(AT);
const HOUR = 3_600_000;
const people = ['Abuela', 'Sam', 'Ben'].map((nickname) => ({ nickname }));

describe('formatting in the active language', () => {
  it('keeps English as it was', () => {
    expect(formatNumber(4000)).toBe('4,000');
    expect(formatList(['Grandma', 'Sam', 'Ben'])).toBe('Grandma, Sam and Ben');
    expect(nicknames([{ nickname: 'Grandma' }, { nickname: 'Sam' }])).toBe('Grandma, Sam');
    expect(formatRelativeTime(NOW - 2 * HOUR, { now: NOW })).toBe('2 hours ago');
    expect(formatRelativeTime(NOW - 5 * 60_000, { now: NOW, style: 'narrow' })).toBe('5m ago');
    expect(formatRelativeTime(NOW - 10_000, { now: NOW })).toBe('now');
    expect(formatSeconds(75)).toBe('1:15');
    expect(spokenDuration(125)).toBe('2 minutes 5 seconds');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats in Spanish', () => {
    inLanguage('es', () => {
      expect(formatLocale()).toBe('es');
      expect(formatNumber(4000.5)).toBe(new Intl.NumberFormat('es').format(4000.5));
      expect(formatNumber(1234567)).toBe('1.234.567');
      expect(formatRelativeTime(NOW - 2 * HOUR, { now: NOW })).toBe('hace 2 horas');
      expect(formatRelativeTime(NOW - 26 * HOUR, { now: NOW })).toBe('ayer');
      expect(formatRelativeTime(NOW + 3 * 24 * HOUR, { now: NOW })).toBe('dentro de 3 días');
      expect(formatList(['Abuela', 'Sam', 'Ben'])).toBe('Abuela, Sam y Ben');
      expect(nicknames(people)).toBe('Abuela, Sam y Ben');
      expect(spokenDuration(12)).toBe('12 segundos');
      expect(spokenDuration(60)).toBe('1 minuto');
      expect(formatDate(AT, { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe(
        '21 de noviembre',
      );
      expect(firstDayOfWeek()).toBe(1);
      expect(weekdays()[0]).toEqual({ day: 1, name: 'lunes' });
    });
  });

  it('formats in German', () => {
    inLanguage('de', () => {
      expect(formatNumber(4000.5)).toBe('4.000,5');
      expect(formatRelativeTime(NOW - 2 * HOUR, { now: NOW })).toBe('vor 2 Stunden');
      expect(formatList(['Oma', 'Sam', 'Ben'])).toBe('Oma, Sam und Ben');
      expect(spokenDuration(125)).toBe(
        new Intl.ListFormat('de', { type: 'unit', style: 'narrow' }).format([
          '2 Minuten',
          '5 Sekunden',
        ]),
      );
      expect(formatDateTime(AT)).toBe(
        new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(AT),
        ),
      );
      expect(formatDate(AT, { dateStyle: 'long', timeZone: 'UTC' })).toBe('21. November 2026');
      expect(formatTime(AT)).toBe(
        new Intl.DateTimeFormat('de', { hour: '2-digit', minute: '2-digit' }).format(new Date(AT)),
      );
      expect(weekdays('short').map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });
  });

  it('formats in Arabic, with the digits Intl gives and the week from Saturday', () => {
    inLanguage('ar', () => {
      const digits = (n: number) => new Intl.NumberFormat('ar').format(n);
      expect(formatNumber(4000)).toBe(digits(4000));
      expect(formatSeconds(75)).toBe(
        `${digits(1)}:${new Intl.NumberFormat('ar', { minimumIntegerDigits: 2 }).format(15)}`,
      );
      expect(formatRelativeTime(NOW - 2 * HOUR, { now: NOW })).toBe(
        new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-2, 'hour'),
      );
      expect(formatList(['جدة', 'سام'])).toBe(
        new Intl.ListFormat('ar', { type: 'conjunction', style: 'long' }).format(['جدة', 'سام']),
      );
      expect(spokenDuration(60)).toBe(
        new Intl.NumberFormat('ar', { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
          1,
        ),
      );
      expect(formatDate(AT, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
        new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(AT)),
      );
      expect(firstDayOfWeek()).toBe(6);
      const week = weekdays();
      expect(week.map((d) => d.day)).toEqual([6, 7, 1, 2, 3, 4, 5]);
      expect(week[0]!.name).toBe(
        new Intl.DateTimeFormat('ar', { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2024, 0, 6)),
        ),
      );
    });
  });

  it('formats in Simplified Chinese', () => {
    inLanguage('zh-Hans', () => {
      expect(formatNumber(4000)).toBe('4,000');
      expect(formatRelativeTime(NOW - 2 * HOUR, { now: NOW })).toBe('2小时前');
      expect(formatList(['奶奶', '山姆', '本'])).toBe('奶奶、山姆和本');
      expect(nicknames([{ nickname: '奶奶' }, { nickname: '山姆' }])).toBe('奶奶、山姆');
      expect(spokenDuration(12)).toBe(
        new Intl.NumberFormat('zh-Hans', {
          style: 'unit',
          unit: 'second',
          unitDisplay: 'long',
        }).format(12),
      );
      expect(formatDate(AT, { dateStyle: 'long', timeZone: 'UTC' })).toBe('2026年11月21日');
      expect(firstDayOfWeek()).toBe(1);
      expect(weekdays()[6]).toEqual({ day: 7, name: '星期日' });
    });
  });

  it('starts the week where the language is spoken, from a table where Intl has no week data', () => {
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('pt-BR')).toBe(7);
    const proto = Intl.Locale.prototype as { getWeekInfo?: unknown };
    const week = Object.getOwnPropertyDescriptor(proto, 'getWeekInfo');
    const info = Object.getOwnPropertyDescriptor(proto, 'weekInfo');
    delete proto.getWeekInfo;
    delete (proto as { weekInfo?: unknown }).weekInfo;
    try {
      expect(firstDayOfWeek('ar-EG')).toBe(6);
      expect(firstDayOfWeek('es-MX')).toBe(7);
      expect(firstDayOfWeek('fr-FR')).toBe(1);
    } finally {
      if (week) Object.defineProperty(proto, 'getWeekInfo', week);
      if (info) Object.defineProperty(proto, 'weekInfo', info);
    }
  });
});
