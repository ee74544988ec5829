import { intlLocale } from '@/lib/i18n';

/**
 * "19:30" as the reader's locale writes a time of day (7:30 PM in the US, 19:30 in Britain):
 * the same format the time fields show, so that the page never mixes 12- and 24-hour clocks.
 * The locale is the screens' language unless one is given.
 */
export function clockTime(hhmm: string, locale: string = intlLocale()): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}
