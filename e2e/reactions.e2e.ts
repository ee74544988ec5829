import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.js';
import { expectAccessible, seed, snap, type Account, type Profile } from './support/hearth.js';
import { useHarness } from './support/harness.js';

// Mum on a phone (touch: long presses) and Grandma on a desktop (mouse and keyboard), in rooms
// seeded through the API: a short one to react in, and two longer than three pages of messages
// (a page is 100) for a reply's quote and a search result to lead back through.

const h = useHarness();
// Seeding a few hundred messages, then axe over as many on screen, takes minutes on a busy machine.
const LONG = 300_000;
let mum: { account: Account; profile: Profile };
let gran: { account: Account; profile: Profile };

/** Sends as `who`, optionally as a reply; returns the stored message's id. */
async function say(
  who: { account: Account; profile: Profile },
  conversationId: string,
  content: string,
  replyToId?: string,
): Promise<string> {
  const path = `/profiles/${who.profile.id}/conversations/${conversationId}/messages`;
  const response = await fetch(`${h.server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.account.token}` },
    body: JSON.stringify({
      message: { content, ...(replyToId ? { reply_to_id: replyToId } : {}) },
    }),
  });
  if (response.status !== 201) throw new Error(`sending answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** `count` chatty messages from both sides, ten at a time (their order among them is no matter). */
async function chatter(conversationId: string, count: number) {
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, (_, j) =>
        say(j % 2 ? mum : gran, conversationId, `Just checking in, number ${i + j + 1}`),
      ),
    );
  }
}

/** A room of Mum's that Grandma joined. */
async function room(title: string): Promise<string> {
  const base = h.server.url;
  const { id } = await seed.conversation(base, mum.account, mum.profile, title);
  const { invite } = await seed.invite(base, mum.account, mum.profile, id);
  await seed.join(base, gran.account, gran.profile, invite.token);
  return id;
}

/** A page whose realtime socket has been accepted: whatever shows later came live. */
async function open(who: typeof mum, size: typeof PHONE, path: string): Promise<Page> {
  const page = await h.as(size, who.account, who.profile);
  const ready = new Promise<void>((done) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) done();
      });
    });
  });
  await page.goto(path);
  await ready;
  return page;
}

const bubble = (page: Page, text: string) =>
  page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

/** A finger held still on the element for most of a second, as on a phone. */
async function longPress(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press on screen');
  const at = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), id: 1 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  // The gesture itself (the app's long press is half a second), not a wait for the app.
  await new Promise((r) => setTimeout(r, 800));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The message is inside the visible part of the scrolling history. */
function inView(item: Locator): Promise<boolean> {
  return item.evaluate((el) => {
    const region = el.closest('[role="region"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= region.top - 1 && box.bottom <= region.bottom + 1;
  });
}

/** Scrolled into view and marked for a moment, with the older pages loaded above it. */
async function expectJumpedTo(page: Page, messageId: string, atLeast: number) {
  const item = page.locator(`[data-message-id="${messageId}"]`);
  await expect.poll(() => item.getAttribute('class')).toContain('jump-highlight');
  await expect.poll(() => inView(item)).toBe(true);
  expect(
    await page.getByRole('log', { name: 'Messages' }).getByRole('listitem').count(),
  ).toBeGreaterThanOrEqual(atLeast);
  // The mark goes by itself.
  await expect
    .poll(() => item.getAttribute('class'), { timeout: 6000 })
    .not.toContain('jump-highlight');
}

beforeAll(async () => {
  const base = h.server.url;
  const mumAccount = await seed.account(base, 'mum-react');
  mum = { account: mumAccount, profile: await seed.profile(base, mumAccount, 'Mum') };
  const granAccount = await seed.account(base, 'gran-react');
  gran = { account: granAccount, profile: await seed.profile(base, granAccount, 'Grandma') };
});

describe('reactions', () => {
  it('show live on the other side, with who reacted, by touch and by keyboard', async () => {
    const id = await room('Sunset pictures');
    await say(gran, id, 'Look at this sunset!');
    const phone = await open(mum, PHONE, `/conversations/${id}`);
    const desk = await open(gran, DESKTOP, `/conversations/${id}`);
    await bubble(phone, 'Look at this sunset!').waitFor();

    // Grandma, by keyboard: the React button is the stop before the message's menu, and shows.
    const granBubble = bubble(desk, 'Look at this sunset!');
    await granBubble.getByRole('button', { name: 'Message actions' }).focus();
    await desk.keyboard.press('Shift+Tab');
    const react = granBubble.getByRole('button', { name: 'React', exact: true });
    await expect.poll(() => react.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => react.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await desk.keyboard.press('Enter');
    const choices = granBubble.getByRole('group', { name: 'Choose a reaction' });
    await choices.waitFor();
    // Focus starts on the heart; the arrows move along the six.
    const focused = () => desk.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focused).toBe('React with heart');
    await desk.keyboard.press('ArrowRight');
    await desk.keyboard.press('ArrowRight');
    expect(await focused()).toBe('React with surprised');
    await desk.keyboard.press('ArrowLeft');
    await desk.keyboard.press('ArrowLeft');
    await desk.keyboard.press('Enter');
    await choices.waitFor({ state: 'detached' });
    // Back on the React button, for the next key.
    await expect.poll(() => react.evaluate((el) => el === document.activeElement)).toBe(true);
    await granBubble
      .getByRole('button', { name: 'heart, 1 reaction: Grandma', pressed: true })
      .waitFor();

    // Mum sees it without reloading, and a long press on the chip says who.
    const mumBubble = bubble(phone, 'Look at this sunset!');
    const heart = mumBubble.getByRole('button', { name: /^heart, 1 reaction/ });
    await heart.waitFor({ timeout: 10_000 });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect((await heart.textContent())?.replace(/\s/g, '')).toBe('❤️1');
    await longPress(phone, heart);
    await mumBubble.getByText('❤️ Grandma').waitFor();
    // A long press only shows: it did not take a reaction or add one.
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    // A long press on the message opens the six; Mum adds hers and a party.
    await longPress(phone, mumBubble.getByText('Look at this sunset!'));
    await mumBubble.getByRole('button', { name: 'React with heart' }).tap();
    await longPress(phone, mumBubble.getByText('Look at this sunset!'));
    await mumBubble.getByRole('button', { name: 'React with party' }).tap();
    await mumBubble.getByRole('button', { name: /^heart, 2 reactions/, pressed: true }).waitFor();
    await snap(phone, 'reactions', 'phone');
    await expectAccessible(phone);

    // Grandma: two hearts, whose names show on hover, and a party, live.
    const hearts = granBubble.getByRole('button', { name: /^heart, 2 reactions/ });
    await hearts.waitFor({ timeout: 10_000 });
    expect(await hearts.getAttribute('aria-label')).toMatch(/Grandma.*Mum/);
    expect(await hearts.getAttribute('title')).toMatch(/Grandma.*Mum/);
    const party = granBubble.getByRole('button', { name: /^party, 1 reaction: Mum$/ });
    await party.waitFor();
    expect(await party.getAttribute('aria-pressed')).toBe('false');
    await snap(desk, 'reactions', 'desktop');
    await expectAccessible(desk);

    // Tapping her own chip takes Mum's party back: it goes on both screens.
    await mumBubble.getByRole('button', { name: /^party, 1 reaction/ }).tap();
    await party.waitFor({ state: 'detached', timeout: 10_000 });
    await mumBubble.getByRole('button', { name: /^party/ }).waitFor({ state: 'detached' });
    // And the server holds what both screens show.
    await phone.reload();
    await mumBubble.getByRole('button', { name: /^heart, 2 reactions/, pressed: true }).waitFor();
    expect(await mumBubble.getByRole('button', { name: /^party/ }).count()).toBe(0);
  });
});

describe('replies', () => {
  it(
    'quote what they answer, and the quote leads back through older pages',
    async () => {
      const id = await room('The attic');
      const album = await say(gran, id, 'The old photo album is in the attic, top shelf');
      await chatter(id, 220);
      const sunday = await say(gran, id, 'Shall I bring it on Sunday?');

      // Mum answers the last message from its menu: the quote sits above the composer.
      const phone = await open(mum, PHONE, `/conversations/${id}`);
      const desk = await open(gran, DESKTOP, `/conversations/${id}`);
      const asked = bubble(phone, 'Shall I bring it on Sunday?');
      await asked.getByRole('button', { name: 'Message actions' }).tap();
      await phone.getByRole('menuitem', { name: 'Reply' }).tap();
      const cancel = phone.getByRole('button', { name: 'Do not reply to this message' });
      await cancel.waitFor();
      await expectAccessible(phone);
      await phone.getByPlaceholder('Type your message...').fill('Yes please, and the old one too!');
      await phone.getByRole('button', { name: 'Send' }).tap();
      await cancel.waitFor({ state: 'detached' });

      // Grandma sees the reply live, with the quote of her question; the quote leads to it.
      const reply = bubble(desk, 'Yes please, and the old one too!');
      await reply.waitFor({ timeout: 10_000 });
      const quote = reply.getByRole('button', {
        name: /^Go to the message this answers: ?Grandma/,
      });
      expect(await quote.textContent()).toContain('Shall I bring it on Sunday?');
      await snap(desk, 'reply', 'desktop');
      await expectAccessible(desk);
      await quote.click();
      await expectJumpedTo(desk, sunday, 100);

      // A reply to the first message, 222 messages back: its quote leads there, page after page.
      await say(mum, id, 'Found it! Under the Christmas lights', album);
      const found = bubble(phone, 'Found it! Under the Christmas lights');
      await found.waitFor({ timeout: 10_000 });
      expect(await found.textContent()).toContain('The old photo album is in the attic');
      await found.getByRole('button', { name: /^Go to the message this answers: ?Grandma/ }).tap();
      await expectJumpedTo(phone, album, 222);
      await snap(phone, 'reply-jump', 'phone');
      await expectAccessible(phone);
    },
    LONG,
  );
});

describe('search', () => {
  it(
    'finds a message three pages back and opens the conversation there',
    async () => {
      const id = await room('Summer at the beach');
      const kite = await say(gran, id, 'We flew the blue kite at Zoë’s beach');
      await chatter(id, 310);

      const desk = await open(gran, DESKTOP, '/conversations');
      await desk.getByRole('searchbox', { name: 'Search messages' }).fill('kite');
      const results = desk.getByRole('region', { name: 'Summer at the beach' });
      const result = results.getByRole('link').filter({ hasText: 'blue kite' });
      await result.waitFor({ timeout: 10_000 });
      expect(await result.locator('mark').textContent()).toBe('kite');
      await snap(desk, 'search-results', 'desktop');
      await expectAccessible(desk);
      await result.click();
      await desk.waitForURL(`**/conversations/${id}?message=*`);
      await expectJumpedTo(desk, kite, 311);
      await expectAccessible(desk);

      // From the conversation's own header on a phone, without the accent.
      const phone = await open(mum, PHONE, `/conversations/${id}`);
      await phone.getByRole('button', { name: 'Search this conversation' }).tap();
      await phone.getByRole('searchbox', { name: 'Search this conversation' }).fill('zoe');
      const inRoom = phone.getByRole('dialog').getByRole('link').filter({ hasText: 'blue kite' });
      await inRoom.waitFor({ timeout: 10_000 });
      await expectAccessible(phone);
      await inRoom.tap();
      await phone.getByRole('dialog').waitFor({ state: 'detached' });
      await expectJumpedTo(phone, kite, 311);
      await snap(phone, 'search-jump', 'phone');
    },
    LONG,
  );
});
