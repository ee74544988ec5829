import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.js';
import { expectAccessible, seed } from './support/hearth.js';
import { useHarness } from './support/harness.js';

// The list shows a screenful of conversations (20) and offers the older ones on request.

const h = useHarness();
const SCREENFUL = 20;

const rows = (page: Page) => page.getByRole('list', { name: 'Conversations' }).getByRole('link');
const titles = (page: Page) =>
  rows(page).evaluateAll((links) =>
    links.map((link) => link.querySelector('span span')?.textContent ?? ''),
  );

/**
 * Resolves once the page's socket has caught up (`synced`) and the list it fetched again on
 * connecting has arrived: from then on only a live event can move the list.
 */
function settledLive(page: Page): Promise<void> {
  let inFlight = 0;
  const isList = (url: string) => url.includes('/conversations?');
  page.on('request', (r) => void (isList(r.url()) && (inFlight += 1)));
  const done = (r: { url(): string }) => void (isList(r.url()) && (inFlight -= 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const synced = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"synced"')) resolve();
      });
    });
  });
  return synced.then(() => expect.poll(() => inFlight).toBe(0));
}

describe('the conversation list', () => {
  it('shows older conversations on request, and brings an old one to the top when it speaks', async () => {
    const base = h.server.url;
    const gran = await seed.account(base, 'many-chats');
    const profile = await seed.profile(base, gran, 'Gran');
    const ids: string[] = [];
    for (let i = 1; i <= SCREENFUL + 5; i++) {
      ids.push((await seed.conversation(base, gran, profile, `Chat ${i}`)).id);
    }
    const newestFirst = ids.map((_, i) => `Chat ${ids.length - i}`);

    const page = await h.as(PHONE, gran, profile);
    await page.goto('/conversations');
    const older = page.getByRole('button', { name: 'Show older conversations' });
    await older.waitFor();
    expect(await titles(page)).toEqual(newestFirst.slice(0, SCREENFUL));
    const box = await older.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);

    // From the keyboard: the rest arrive below, and the focus goes to the first of them.
    await older.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows(page).count()).toBe(ids.length);
    expect(await titles(page)).toEqual(newestFirst);
    expect(await older.count()).toBe(0);
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toMatch(/^Chat 5\D/);

    // A fresh screen holds 20 again; a message in Chat 1, not among them, lifts it to the top.
    const live = settledLive(page);
    await page.reload();
    await older.waitFor();
    await live;
    expect(await titles(page)).toEqual(newestFirst.slice(0, SCREENFUL));
    await seed.message(base, gran, profile, ids[0]!, 'Still here');
    await expect.poll(() => titles(page).then((t) => t[0])).toBe('Chat 1');
    expect(await rows(page).count()).toBe(SCREENFUL);
  });
});
