import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { PHONE } from './support/browser.js';
import { useHarness } from './support/harness.js';

// Issue 31: the landing page's first JavaScript stays under 80 KB gzip in every language; only
// the active language's catalog is fetched.

const DIST = resolve(import.meta.dirname, '../apps/web/dist/assets');
const BUDGET = 80_000;

const h = useHarness();

it.each(['en', 'es', 'de', 'zh-Hans', 'ar'])(
  'the landing page in %s loads under 80 KB of gzip JavaScript',
  async (language) => {
    const page = await h.guest(PHONE);
    await page.goto(`/?lang=${language}`);
    await page.waitForFunction((l) => document.documentElement.dataset.locale === l, language);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    const files = scripts.map((url) => basename(new URL(url).pathname));
    // The language's own catalog, and no other's.
    const catalogs = files.filter((file) => /^(en|es|fr|de|pt-BR|zh-Hans|ar|pseudo)-/.test(file));
    expect(catalogs.map((file) => file.replace(/-[\w-]{8}\.js$/, ''))).toEqual([language]);
    const bytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(resolve(DIST, file)), { level: 9 }).length,
      0,
    );
    expect(bytes, files.join(', ')).toBeLessThan(BUDGET);
  },
);
