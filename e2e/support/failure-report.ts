import type { BrowserContext, Page } from 'playwright-core';

// A browser test that fails on CI leaves only its output behind: this puts there what each page
// showed a person at that moment and what the page itself complained of, so that a failure seen
// once can be understood without reproducing it.

const KEPT_LINES = 20;
const READ_TIMEOUT_MS = 5_000;
const errorsOf = new WeakMap<Page, string[]>();

/** Keeps each page's last console errors and warnings and uncaught exceptions. */
export function recordPageErrors(context: BrowserContext): void {
  const watch = (page: Page) => {
    const lines: string[] = [];
    errorsOf.set(page, lines);
    const keep = (line: string) => {
      lines.push(line.slice(0, 300));
      if (lines.length > KEPT_LINES) lines.shift();
    };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        keep(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => keep(`uncaught: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

interface Seen {
  headings: string[];
  live: string[];
  buttons: string[];
}

function readScreen(page: Page): Promise<Seen> {
  const read = page.evaluate(() => {
    const texts = (selector: string, limit: number) =>
      [...document.querySelectorAll(selector)]
        .map((e) => (e.getAttribute('aria-label') || e.textContent || '').replace(/\s+/g, ' '))
        .map((text) => text.trim().slice(0, 100))
        .filter(Boolean)
        .slice(0, limit);
    return {
      headings: texts('h1, h2', 4),
      live: texts('[role=status], [role=alert], [role=timer]', 10),
      buttons: texts('button', 25),
    };
  });
  const late = new Promise<never>((_, fail) =>
    setTimeout(() => fail(new Error('the page did not answer')), READ_TIMEOUT_MS).unref(),
  );
  return Promise.race([read, late]);
}

/** One page as a person saw it: address, headings, live regions, buttons, and its errors. */
export async function describePage(page: Page): Promise<string> {
  const lines = [`page ${page.url()}${page.isClosed() ? ' (closed)' : ''}`];
  if (!page.isClosed()) {
    try {
      const seen = await readScreen(page);
      lines.push(`  headings: ${JSON.stringify(seen.headings)}`);
      lines.push(`  status, alerts and timers: ${JSON.stringify(seen.live)}`);
      lines.push(`  buttons: ${JSON.stringify(seen.buttons)}`);
    } catch (error) {
      lines.push(`  screen unreadable: ${(error as Error).message}`);
    }
  }
  for (const line of errorsOf.get(page) ?? []) lines.push(`  ${line}`);
  return lines.join('\n');
}
