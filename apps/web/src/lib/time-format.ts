// time-format-warmup.ts formats with the same options.
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

// toLocaleTimeString with options builds a new ICU formatter on every call; one shared
// formatter gives the same text (hour and minute in the reader's locale and time zone).
let formatter: Intl.DateTimeFormat | null = null;

function timeFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat(undefined, TIME_OPTIONS);
  return formatter;
}

/** Hour and minute in the reader's own locale and time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return timeFormatter().format(date);
}

let prepared = false;

/**
 * The first formatter of a page loads the locale's data (a long task on a slow phone), and
 * the browser keeps that data for the whole renderer process. Formatting once in a worker
 * loads it off the main thread, so the task that renders the messages no longer pays for it.
 * Without workers, a task of its own still keeps that time out of the render.
 */
export function prepareTimeFormat(): void {
  if (prepared || formatter) return;
  prepared = true;
  if (typeof Worker === 'undefined') {
    setTimeout(timeFormatter, 0);
    return;
  }
  try {
    new Worker(new URL('./time-format-warmup.ts', import.meta.url), { type: 'module' });
  } catch {
    // Only a warm-up: the first message time then loads the data itself.
  }
}
