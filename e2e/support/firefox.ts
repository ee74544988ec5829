import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import type { Account, Profile } from './hearth.js';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR driven over WebDriver BiDi (puppeteer-core; Playwright drives only its own
 * patched Firefox). Fake camera and microphone granted without asking, as Chromium's FAKE_MEDIA;
 * loopback candidates allowed, as on a machine whose only network is loopback.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
      'media.peerconnection.ice.loopback': true,
      'media.peerconnection.ice.obfuscate_host_addresses': false,
      'media.autoplay.default': 0,
      'media.autoplay.blocking_policy': 0,
    },
  });
}

/**
 * A Firefox page signed in as the account with the profile chosen, as `signedInContext` does for
 * Chromium; `window.__ready` turns true once the realtime socket has been accepted.
 */
export async function firefoxPageAs(
  browser: Browser,
  baseURL: string,
  account: Account,
  profile: Profile,
): Promise<Page> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(() => {
    const flags = window as unknown as { __ready: boolean };
    flags.__ready = false;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', (event: MessageEvent) => {
          if (String(event.data).includes('"type":"ready"')) flags.__ready = true;
        });
      }
    };
  });
  await page.goto(`${baseURL}/privacy`);
  await page.evaluate(
    (token, user, current) => {
      localStorage.setItem('api_token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('current_profile', current);
    },
    account.token,
    JSON.stringify(account.user),
    JSON.stringify(profile),
  );
  return page;
}

/** Clicks the button whose text or accessible name is `name`, once it shows. */
export async function clickButton(page: Page, name: string): Promise<void> {
  const button = (await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('button')].find(
        (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
      ),
    { timeout: 30_000 },
    name,
  )) as ElementHandle<HTMLButtonElement>;
  await button.evaluate((b) => b.click());
}

/** In the page: the named remote video's width and play position (0 when absent). */
export function videoState(name: string): { width: number; time: number } {
  const video = document.querySelector<HTMLVideoElement>(`video[aria-label="Video of ${name}"]`);
  return { width: video?.videoWidth ?? 0, time: video?.currentTime ?? 0 };
}
