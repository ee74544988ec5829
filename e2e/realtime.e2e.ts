import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import {
  familyConversation,
  openConversation,
  seedMumAndGran,
  signedInContext,
  snap,
  socketReady,
  type MumAndGran,
} from './support/hearth.js';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/process.js';

// Two accounts in one conversation, each in its own browser context: Mum on a phone, Grandma on
// a desktop. Nothing polls any more, so whatever shows up without a reload came over the socket.

let server: ServerProcess;
let browser: Browser;
let mumContext: BrowserContext;
let granContext: BrowserContext;
let mum: Page;
let gran: Page;
let family: MumAndGran;
let conversationId: string;

const TITLE = 'Sunday lunch';

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const ready = socketReady(page);
  await page.goto(path);
  await ready;
  return page;
}

/** What the server holds: the messages of the conversation with this exact text. */
async function storedCopies(text: string): Promise<number> {
  const response = await fetch(
    `${server.url}/api/v1/profiles/${family.gran.profile.id}/conversations/${conversationId}`,
    { headers: { Authorization: `Bearer ${family.gran.account.token}` } },
  );
  const body = (await response.json()) as { messages: { content: string }[] };
  return body.messages.filter((m) => m.content === text).length;
}

const composer = (page: Page) => page.getByPlaceholder('Type your message...');
const bubble = (page: Page, text: string) =>
  page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

/** The pending message turns to sent, reaches Grandma, and exists once everywhere. */
async function expectSentOnce(text: string) {
  await bubble(mum, text).getByRole('img', { name: 'Sent' }).waitFor({ timeout: 10_000 });
  await bubble(gran, text).waitFor({ timeout: 10_000 });
  // A second copy would come a moment later, if at all.
  await new Promise((r) => setTimeout(r, 1000));
  expect(await bubble(gran, text).count()).toBe(1);
  expect(await bubble(mum, text).count()).toBe(1);
  expect(await storedCopies(text)).toBe(1);
}

/**
 * The texts the page's outbox keeps in IndexedDB. A read transaction sees only committed writes,
 * so a text found here outlives a reload. Opening never creates the database (the app does).
 */
function outboxTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((done, fail) => {
        const open = indexedDB.open('hearth');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => done([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return (db.close(), done([]));
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            db.close();
            done((all.result as { content: string }[]).map((item) => item.content));
          };
          all.onerror = () => fail(all.error);
        };
      }),
  );
}

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
  const base = server.url;
  family = await seedMumAndGran(base);
  conversationId = await familyConversation(base, family, TITLE);
  const { mum: m, gran: g } = family;
  mumContext = await signedInContext(browser, PHONE, base, m.account, m.profile);
  granContext = await signedInContext(browser, DESKTOP, base, g.account, g.profile);
});

afterAll(async () => {
  await mumContext?.close();
  await granContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('live conversations', () => {
  it('delivers without reload, counts unread in the list and the menu, and shows typing', async () => {
    gran = await openPage(granContext, '/conversations');
    const row = gran.getByRole('link', { name: new RegExp(TITLE) });
    await row.waitFor();
    expect(await row.textContent()).not.toContain('new');
    mum = await mumContext.newPage();
    await openConversation(mum, conversationId, TITLE);

    await send(mum, 'Lunch at one?');
    await bubble(mum, 'Lunch at one?').getByRole('img', { name: 'Sent' }).waitFor();

    // Grandma's list counts it, and so does the menu, within a few seconds and without reload.
    await gran
      .getByRole('link', { name: new RegExp(`${TITLE}.*1 new`) })
      .waitFor({ timeout: 10_000 });
    await gran.getByRole('button', { name: 'Grandma, profile menu, 1 unread message' }).waitFor();
    await snap(gran, 'realtime-unread', 'desktop');

    // Opening the conversation reads it: both counts clear.
    await row.click();
    await bubble(gran, 'Lunch at one?').waitFor();
    await gran.getByRole('button', { name: 'Grandma, profile menu', exact: true }).waitFor();
    await gran.getByRole('link', { name: 'Back to conversations' }).click();
    await row.waitFor();
    await expect.poll(() => row.textContent()).not.toContain('new');
    await row.click();
    await bubble(gran, 'Lunch at one?').waitFor();

    // Mum types for a few seconds (long enough for a renewal, which the server allows every
    // 2.5 s): Grandma sees it in a polite live region, Mum never sees her own.
    await composer(mum).pressSequentially('Shall I bring dessert', { delay: 150 });
    const typing = gran.getByText('Mum is typing...');
    await typing.waitFor({ timeout: 10_000 });
    expect(await typing.getAttribute('aria-live')).toBe('polite');
    expect(await mum.getByText(/is typing/).count()).toBe(0);
    await snap(gran, 'realtime-typing', 'desktop');
    // She stops typing: the notice goes by itself once it expires.
    await typing.waitFor({ state: 'detached', timeout: 9000 });
    expect(await gran.getByText(/is typing/).count()).toBe(0);

    // And back the other way.
    await composer(mum).fill('');
    await send(gran, 'Yes! I will bring a pie 🥧');
    await bubble(mum, 'I will bring a pie').waitFor({ timeout: 10_000 });
    expect(await bubble(mum, 'I will bring a pie').count()).toBe(1);
    expect(await bubble(gran, 'I will bring a pie').count()).toBe(1);
    await snap(mum, 'realtime-conversation', 'phone');
    expect(await seriousViolations(mum)).toEqual([]);
  });

  it('keeps a message written offline waiting, then delivers it exactly once', async () => {
    const text = `Written on the train ${Date.now().toString(36)}`;
    await mumContext.setOffline(true);
    await send(mum, text);
    const pending = bubble(mum, text);
    await pending.getByText('Waiting for connection…').waitFor();
    await mum.getByRole('status').getByText('Reconnecting…').waitFor({ timeout: 6000 });
    await snap(mum, 'realtime-offline', 'phone');
    expect(await seriousViolations(mum)).toEqual([]);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await storedCopies(text)).toBe(0);

    await mumContext.setOffline(false);
    await expectSentOnce(text);
    await mum.getByRole('status').getByText('Reconnecting…').waitFor({ state: 'detached' });
  });

  it('keeps a message written offline through a reload, and sends it once', async () => {
    const text = `Kept through a reload ${Date.now().toString(36)}`;
    // Sends are held unanswered from the moment the network returns: the page keeps waiting on
    // its send, and the reloaded page can be seen showing the message as pending.
    let hold = true;
    const held: Route[] = [];
    const sends = '**/api/v1/profiles/*/conversations/*/messages';
    const gate = (route: Route) => {
      if (route.request().method() !== 'POST' || !hold) return route.continue();
      held.push(route);
    };
    await mum.route(sends, gate);
    try {
      await mumContext.setOffline(true);
      await send(mum, text);
      await bubble(mum, text).getByText('Waiting for connection…').waitFor();
      // The bubble shows at once; the durable write follows within moments.
      await expect.poll(() => outboxTexts(mum)).toContain(text);
      await mumContext.setOffline(false);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const heldBefore = held.length;
      // Reloaded while that send waits for its answer, the page being left has nothing more to
      // send. (Reloading while offline cannot be shown here: Chromium lifts its emulated offline
      // from a page that is being replaced, which then sent the message and cleared it from
      // storage before the reloaded page could show it; a real dead network stops that send.)
      await mum.reload();
      await expect.poll(() => held.length).toBeGreaterThan(heldBefore);
      const pending = bubble(mum, text);
      await pending.getByText('Sending…').waitFor();
      expect(await pending.count()).toBe(1);
      await snap(mum, 'realtime-after-reload', 'phone');
      hold = false;
      // The first page's send went with that page; if it had reached the server anyway, its
      // client id would keep the message to one copy.
      for (const route of held) await route.continue().catch(() => undefined);

      await expectSentOnce(text);
      await expect.poll(() => outboxTexts(mum)).toEqual([]);
    } finally {
      hold = false;
      await mum.unroute(sends, gate);
    }
  });
});
