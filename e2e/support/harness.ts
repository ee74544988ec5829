import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { watchCsp } from './csp.js';
import { describePage, recordPageErrors } from './failure-report.js';
import { signedInContext, type Account, type Profile } from './hearth.js';
import { startServerProcess, type ServerProcess } from '../../apps/server/src/test/process.js';

export interface Harness {
  readonly server: ServerProcess;
  readonly browser: Browser;
  /** Keeps a context to be closed with the file's browser. */
  track(context: BrowserContext): BrowserContext;
  /** A page of a fresh visitor, signed out, at the given size. */
  guest(size: BrowserContextOptions): Promise<Page>;
  /** A page of a fresh context signed in as the account, with the profile selected. */
  as(size: BrowserContextOptions, account: Account, profile: Profile | null): Promise<Page>;
}

export interface HarnessOptions {
  /** Extra Chromium switches, e.g. FAKE_MEDIA for a suite that records. */
  browserArgs?: string[];
  /** The server's environment, read when it starts (after the file's earlier beforeAll hooks). */
  serverEnv?: () => Record<string, string>;
}

/**
 * One server (fresh SQLite file, free port) and one browser for a test file, started before
 * its tests and closed after them with every context the tests opened.
 */
export function useHarness({ browserArgs = [], serverEnv }: HarnessOptions = {}): Harness {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`the ${name} is used before beforeAll started it`);
    return value;
  };

  beforeAll(async () => {
    server = await startServerProcess(serverEnv?.());
    browser = await launchBrowser(browserArgs);
  });
  // After a failed test, what every page of the file showed: the only trace a CI run keeps.
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    for (const page of contexts.flatMap((c) => c.pages())) {
      console.error(`[after the failure] ${await describePage(page)}`);
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const harness: Harness = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    track(context) {
      recordPageErrors(context);
      contexts.push(context);
      return context;
    },
    async guest(size) {
      const context = await watchCsp(
        await harness.browser.newContext({ ...size, baseURL: harness.server.url }),
      );
      return harness.track(context).newPage();
    },
    async as(size, account, profile) {
      const { browser: b, server: s } = harness;
      return harness.track(await signedInContext(b, size, s.url, account, profile)).newPage();
    },
  };
  return harness;
}
