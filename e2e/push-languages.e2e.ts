import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@hearth/shared';
import { CHROMIUM_PATH, DESKTOP } from './support/browser.js';
import { PASSWORD, seed, type Account, type Profile } from './support/hearth.js';
import { buildTestApp, type TestApp } from '../apps/server/src/test/helper.js';
import {
  decrypt,
  pushAgent,
  TestPushService,
  type TestSubscription,
} from '../apps/server/src/test/push-service.js';

// A push the server writes reaches the recipient's browser in the recipient's own language.
// The server runs in this process: its push worker may then call a push service on 127.0.0.1
// (the built server refuses internal addresses). That service hands each push, decrypted as the
// browser's push service would, to this browser's service worker, whose notification the test
// reads.

/** What the lock screen says when Nana sends one photo, in each language, word for word. */
const PHOTO_FROM_NANA: Record<Language, string> = {
  en: 'Nana sent a photo',
  es: 'Nana envió una foto',
  fr: 'Nana a envoyé une photo',
  de: 'Nana hat ein Foto geschickt',
  'pt-BR': 'Nana enviou uma foto',
  'zh-Hans': 'Nana发来一张照片',
  ar: 'صورة من Nana',
};
const TITLE = 'Nana and Sam';
const PHOTO = readFileSync(
  new URL('../apps/server/src/test/fixtures/media/photo-64x48.png', import.meta.url),
);

let t: TestApp;
let url: string;
let service: TestPushService;
let profileDir: string;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let nana: Account;
let nanaProfile: Profile;
let sam: Account;
let samProfile: Profile;
let chatId: string;
let phone: TestSubscription;

async function api(account: Account, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** Nana sends one photo, uploaded as the web client uploads it. */
async function sendPhoto(): Promise<void> {
  const path = `/profiles/${nanaProfile.id}/conversations/${chatId}`;
  const upload = await fetch(`${url}/api/v1${path}/media`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${nana.token}` },
    body: PHOTO,
  });
  expect(upload.status).toBe(201);
  const { media } = (await upload.json()) as { media: { id: string } };
  await api(nana, 'POST', `${path}/messages`, { message: { content: '', photo_ids: [media.id] } });
}

/** The notifications Sam's service worker shows. */
const shown = () =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, lang: n.lang, dir: n.dir }));
  });

beforeAll(async () => {
  service = await TestPushService.start();
  t = await buildTestApp(
    'sqlite',
    { webDistDir: resolve(import.meta.dirname, '../apps/web/dist') },
    { push: { agent: pushAgent() } },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  nana = await seed.account(url, 'nana-push');
  nanaProfile = await seed.profile(url, nana, 'Nana');
  sam = await seed.account(url, 'sam-push');
  samProfile = await seed.profile(url, sam, 'Sam');
  chatId = (await seed.conversation(url, nana, nanaProfile, TITLE)).id;
  const { invite } = await seed.invite(url, nana, nanaProfile, chatId);
  await seed.join(url, sam, samProfile, invite.token);
  // Sam's phone, signed in on its own: a device that shows Hearth at the moment hears no push,
  // and this browser shows it. Its subscription, as PushManager.subscribe would give it,
  // names the test push service.
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email_address: sam.email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const samPhone = {
    ...sam,
    token: ((await login.json()) as { access_token: string }).access_token,
  };
  phone = service.subscription();
  const { ecdh: _ecdh, ...subscription } = phone;
  await api(samPhone, 'POST', '/push/subscriptions', { profile_id: samProfile.id, subscription });

  // A browser profile on disk, as push.e2e.ts has it: in an incognito context the worker's
  // getNotifications() found none.
  profileDir = mkdtempSync(join(tmpdir(), 'hearth-push-languages-e2e-'));
  context = await chromium.launchPersistentContext(profileDir, {
    ...DESKTOP,
    baseURL: url,
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  await context.addInitScript(
    ([token, user, current]) => {
      window.localStorage.setItem('api_token', token);
      window.localStorage.setItem('user', user);
      window.localStorage.setItem('current_profile', current);
    },
    [sam.token, JSON.stringify(sam.user), JSON.stringify(samProfile)] as const,
  );
  await context.grantPermissions(['notifications'], { origin: url });
  page = context.pages()[0] ?? (await context.newPage());
  cdp = await context.newCDPSession(page);
});

afterAll(async () => {
  await context?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  await t?.close();
  await service?.close();
});

describe('a push in the recipient’s language', () => {
  it('shows Nana’s photo to Sam in each of the seven languages Sam chooses', async () => {
    const registered = new Promise<string>((found) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${url}/` && !r.isDeleted);
        if (ours) found(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto('/conversations');
    await page.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
    const registrationId = await registered;
    // Chromium drops a push for a worker that is still activating (it controls the page by
    // then, through clients.claim in its activate handler): the first push waits for the end.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');

    for (const [language, body] of Object.entries(PHOTO_FROM_NANA)) {
      await api(sam, 'PATCH', `/profiles/${samProfile.id}`, { profile: { language } });
      const before = service.to(phone).length;
      await sendPhoto();
      await expect.poll(() => service.to(phone).length, { message: language }).toBe(before + 1);
      const push = decrypt(phone, service.to(phone)[before]!.body);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: url,
        registrationId,
        data: JSON.stringify(push),
      });
      // One notification per conversation: each language's replaces the one before.
      // In the language's direction too: Arabic right to left.
      const dir = language === 'ar' ? 'rtl' : 'ltr';
      await expect
        .poll(shown, { message: language })
        .toEqual([{ title: TITLE, body, lang: language, dir }]);
    }
  });
});
