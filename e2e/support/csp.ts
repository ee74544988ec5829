import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content Security Policy violation of the context's pages. The browser blocks
 * what the policy forbids without failing anything a test can see (an eval probe, an inline
 * script, a resource from elsewhere), so the screens that axe checks are checked for these too.
 */
export async function watchCsp(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return context;
}

/** The page's violations so far; one line saying so when the context was not watched. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? ['this page was not watched: watchCsp']);
}
