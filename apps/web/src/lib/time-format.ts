import { formatLocale } from './i18n/format-locale';

// time-format-warmup.ts formats with the same options.
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

// toLocaleTimeString with options builds a new ICU formatter on every call; one formatter per
// locale gives the same text (hour and minute in the active language and the reader's time zone).
const formatters = new Map<string, Intl.DateTimeFormat>();

function timeFormatter(locale: string = formatLocale()): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, TIME_OPTIONS);
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** Hour and minute in the active language and the reader's own time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return timeFormatter().format(date);
}

const prepared = new Set<string>();

/**
 * The first formatter of a page loads the locale's data (a long task on a slow phone), and
 * the browser keeps that data for the whole renderer process. Formatting once in a worker
 * loads it off the main thread, so the task that renders the messages no longer pays for it.
 * Without workers, a task of its own still keeps that time out of the render.
 */
export function prepareTimeFormat(): void {
  const locale = formatLocale();
  if (prepared.has(locale) || formatters.has(locale)) return;
  prepared.add(locale);
  if (typeof Worker === 'undefined') {
    setTimeout(() => timeFormatter(locale), 0);
    return;
  }
  try {
    const worker = new Worker(new URL('./time-format-warmup.ts', import.meta.url), {
      type: 'module',
    });
    worker.postMessage(locale);
  } catch {
    // Only a warm-up: the first message time then loads the data itself.
  }
}
