import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, DESKTOP } from './support/browser.js';
import { seed, type Account, type Profile } from './support/hearth.js';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/process.js';

// The installable app in Chromium: its service worker, the shell and last conversations
// offline, a push shown as a notification that opens its conversation, and installability.

let server: ServerProcess;
let profileDir: string;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let account: Account;
let profile: Profile;
let conversationId: string;
let stopped = false;
const TITLE = 'Grandma and Sam';

beforeAll(async () => {
  server = await startServerProcess();
  account = await seed.account(server.url, 'sam');
  profile = await seed.profile(server.url, account, 'Sam');
  ({ id: conversationId } = await seed.conversation(server.url, account, profile, TITLE));
  await seed.message(server.url, account, profile, conversationId, 'Hello Grandma');
  // A browser profile on disk: Chromium offers no installation in an incognito context.
  profileDir = mkdtempSync(join(tmpdir(), 'hearth-push-e2e-'));
  context = await chromium.launchPersistentContext(profileDir, {
    ...DESKTOP,
    baseURL: server.url,
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  await context.addInitScript(
    ([token, user, current]) => {
      if (window.localStorage.getItem('seeded')) return;
      window.localStorage.setItem('seeded', '1');
      window.localStorage.setItem('api_token', token);
      window.localStorage.setItem('user', user);
      window.localStorage.setItem('current_profile', current);
    },
    [account.token, JSON.stringify(account.user), JSON.stringify(profile)] as const,
  );
  await context.grantPermissions(['notifications'], { origin: server.url });
  page = context.pages()[0] ?? (await context.newPage());
  cdp = await context.newCDPSession(page);
});

afterAll(async () => {
  await context?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  if (!stopped) await server?.stop();
});

describe('installable app', () => {
  it('registers its service worker, which precaches the shell and takes the page', async () => {
    await page.goto('/conversations');
    await page.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.startsWith('workbox-precache'));
      if (!precache) return [];
      const requests = await (await caches.open(precache)).keys();
      return requests.map((request) => new URL(request.url).pathname);
    });
    expect(precached).toContain('/index.html');
    expect(precached).toContain('/manifest.webmanifest');
    expect(precached.some((path) => /^\/assets\/index-.*\.js$/.test(path))).toBe(true);
  });

  it('has no installability error', async () => {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  });

  it('shows a pushed message as a notification that opens its conversation', async () => {
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: found }) => {
        const ours = found.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;
    const payload = {
      title: TITLE,
      body: 'Grandma sent a voice message (0:12)',
      conversation_id: conversationId,
      profile_id: profile.id,
      message_id: 'm1',
      url: `/conversations/${conversationId}`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const list = await registration.getNotifications();
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
      });
    await expect
      .poll(shown)
      .toEqual([
        { title: TITLE, body: 'Grandma sent a voice message (0:12)', tag: conversationId },
      ]);

    // A click, as the notification's own event in the service worker, leads to the conversation.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    // The service worker's own globals, written as source: this file is typed for pages.
    await worker!.evaluate(`(async () => {
      const [notification] = await self.registration.getNotifications();
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    })()`);
    await page.waitForURL(`**/conversations/${conversationId}`);
    await page.getByText('Hello Grandma').waitFor();
    await expect.poll(shown).toEqual([]);
  });

  it('reloads offline into the shell and the conversations last seen', async () => {
    await page.goto('/conversations');
    await page.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
    // The network is cut for good: the server is gone.
    await server.stop();
    stopped = true;
    await page.reload();
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    await page.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
  });

  it('forgets the offline copy on Logout, even offline', async () => {
    const kept = () => page.evaluate(() => caches.has('hearth-offline-api'));
    expect(await kept()).toBe(true);
    await page.getByRole('button', { name: /profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await expect.poll(kept).toBe(false);
  });
});
