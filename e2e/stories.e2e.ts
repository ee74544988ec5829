import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, FAKE_MEDIA, PHONE } from './support/browser.js';
import {
  expectAccessible,
  firstHourShot,
  seed,
  snap,
  type Account,
  type Profile,
} from './support/hearth.js';
import { useHarness } from './support/harness.js';
import { languageShot, showIn, tr } from './support/languages.js';

// Two families with a fake microphone (a steady tone): Grandma reads a book aloud on a desktop,
// Sam's family listens on a phone. Whatever reaches the other page without a reload came over
// the socket.

const h = useHarness({
  browserArgs: [...FAKE_MEDIA, '--autoplay-policy=no-user-gesture-required'],
});
let granAccount: Account;
let granProfile: Profile;
let samAccount: Account;
let samProfile: Profile;

beforeAll(async () => {
  const base = h.server.url;
  granAccount = await seed.account(base, 'story-gran');
  granProfile = await seed.profile(base, granAccount, 'Grandma');
  samAccount = await seed.account(base, 'story-sam');
  samProfile = await seed.profile(base, samAccount, 'Sam');
});

async function conversationOfBoth(): Promise<string> {
  const base = h.server.url;
  const { id } = await seed.conversation(base, granAccount, granProfile, 'Bedtime');
  const { invite } = await seed.invite(base, granAccount, granProfile, id);
  await seed.join(base, samAccount, samProfile, invite.token);
  return id;
}

async function openConversation(page: Page, conversationId: string) {
  await page.goto(`/conversations/${conversationId}`);
  await page.getByRole('heading', { name: 'Bedtime' }).waitFor();
}

/** The id of the conversation's read-aloud, as Sam's family reads it from the server. */
async function storyMessageId(conversationId: string): Promise<string> {
  const response = await fetch(
    `${h.server.url}/api/v1/profiles/${samProfile.id}/conversations/${conversationId}`,
    { headers: { Authorization: `Bearer ${samAccount.token}` } },
  );
  const body = (await response.json()) as { messages: { id: string; kind: string }[] };
  const story = body.messages.find((m) => m.kind === 'story');
  if (!story) throw new Error('the conversation holds no story');
  return story.id;
}

/** Records the page on screen for about a second and keeps it. */
async function recordPage(page: Page) {
  await page.getByRole('button', { name: /^(Re-)?[Rr]ecord this page$/ }).click();
  const timer = page.getByRole('timer', { name: 'Seconds recorded' });
  await timer.waitFor();
  await expect
    .poll(async () => Number((await timer.textContent())?.split(':')[1]), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
}

describe('bedtime stories between two families', () => {
  it('records a book over a reload, the grandchild hears it turn its pages, prompts and badges show', async () => {
    const gran = await h.as(DESKTOP, granAccount, granProfile);
    const sam = await h.as(PHONE, samAccount, samProfile);
    const conversationId = await conversationOfBoth();
    await openConversation(gran, conversationId);
    await openConversation(sam, conversationId);

    // Sam asks for a story with a prompt; Grandma sees the prompt card live.
    await sam.getByRole('button', { name: 'Story Ideas' }).click();
    await sam.getByRole('button', { name: /The house I grew up in/ }).click();
    await sam.getByRole('textbox', { name: 'Message' }).fill('Tell me about where you grew up!');
    await sam.getByRole('button', { name: 'Send', exact: true }).click();
    const log = gran.getByRole('log', { name: 'Messages' });
    await log.getByText('The house I grew up in').waitFor({ timeout: 15_000 });
    await log.getByText('Tell me about where you grew up!').waitFor();

    // Grandma records two pages, reloads, and finishes the draft.
    await gran.getByRole('button', { name: 'Read a Story' }).click();
    await gran.getByRole('button', { name: /Little Red Riding Hood/ }).click();
    await gran.getByText('Page 1 of 4 · 0 recorded').waitFor();
    await expectAccessible(gran);
    await recordPage(gran);
    await gran.getByText('Page 2 of 4 · 1 recorded').waitFor();
    await recordPage(gran);
    await gran.getByText('Page 3 of 4 · 2 recorded').waitFor();
    await gran.reload();
    await gran.getByRole('heading', { name: 'Bedtime' }).waitFor();
    await gran.getByRole('button', { name: 'Read a Story' }).click();
    await gran.getByText('Page 3 of 4 · 2 recorded').waitFor();
    await recordPage(gran);
    await recordPage(gran);
    await gran.getByText('Page 4 of 4 · 4 recorded').waitFor();
    await gran.getByRole('button', { name: 'Send story (4 of 4 pages recorded)' }).click();

    // Book Master is earned with this send, announced live and cheered on screen.
    await gran.getByText('You earned a badge: Book Master!').waitFor({ timeout: 20_000 });

    // Sam's family gets the book live, opens it, hears page 1 end and sees page 2 by itself.
    const card = sam.getByRole('button', { name: /^Grandma read Little Red Riding Hood, 4 pages/ });
    await card.waitFor({ timeout: 15_000 });
    await card.click();
    await sam.getByText('Page 1 of 4').waitFor();
    await sam.getByText('Page 2 of 4').waitFor({ timeout: 20_000 });
    await expectAccessible(sam);

    // A link to the book opens it with the conversation; once closed, the link is forgotten.
    await sam.getByRole('button', { name: 'Close the book' }).click();
    await sam.goto(
      `/conversations/${conversationId}?story=${await storyMessageId(conversationId)}`,
    );
    await sam.getByText(/^Page \d of 4$/).waitFor();
    await sam.getByRole('button', { name: 'Close the book' }).click();
    await expect.poll(() => new URL(sam.url()).search).toBe('');
    await card.waitFor();

    // Grandma sees that Sam listened, and her badges on the profiles page.
    await gran.getByText('Sam listened to Little Red Riding Hood').waitFor({ timeout: 15_000 });
    await gran.goto('/profiles');
    const badges = gran.getByRole('list', { name: 'Badges of Grandma' });
    await badges.getByText('Book Master').waitFor();
    await badges.getByText('Story Teller').waitFor();
  });
});

describe('a story read in part', () => {
  it('says which pages are silent before it is sent; the player fits a phone with large controls', async () => {
    const gran = await h.as(PHONE, granAccount, granProfile);
    const sam = await h.as(PHONE, samAccount, samProfile);
    const conversationId = await conversationOfBoth();
    await openConversation(gran, conversationId);
    await openConversation(sam, conversationId);

    await gran.getByRole('button', { name: 'Read a Story' }).click();
    await gran.getByRole('button', { name: /Little Red Riding Hood/ }).click();
    await recordPage(gran);
    await recordPage(gran);
    await gran.getByText('Page 3 of 4 · 2 recorded').waitFor();
    const send = gran.getByRole('button', { name: 'Send story (2 of 4 pages recorded)' });
    await send.click();
    const ask = gran.getByRole('alertdialog', { name: 'Send the story?' });
    await ask.getByText('Pages 3 and 4 have no recording yet.').waitFor();
    // Dimmed over the full-screen book: a corner of the screen is the dialog's overlay.
    expect(
      await gran.evaluate(() => document.elementFromPoint(4, 4)?.classList.contains('bg-ink/50')),
    ).toBe(true);
    await expectAccessible(gran);
    await firstHourShot(gran, 'silent-pages');
    await ask.getByRole('button', { name: 'Go back' }).click();
    await gran.getByText('Page 3 of 4 · 2 recorded').waitFor();
    await send.click();
    await ask.getByRole('button', { name: 'Send anyway' }).click();

    const card = sam.getByRole('button', { name: /^Grandma read Little Red Riding Hood, 4 pages/ });
    await card.waitFor({ timeout: 15_000 });
    await sam.setViewportSize({ width: 390, height: 844 });
    await card.click();
    // A second's reading turns the page by itself: the switch is turned off, then back to page 1.
    const turning = sam.getByRole('checkbox', { name: 'Turn pages by themselves' });
    expect((await turning.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await turning.uncheck();
    for (let turns = 0; turns < 3 && !(await sam.getByText('Page 1 of 4').isVisible()); turns++)
      await sam.getByRole('button', { name: 'Previous page' }).click();
    await sam.getByText('Page 1 of 4').waitFor();
    // The app's own player, large: no browser controls, an 80 px button.
    const player = sam.getByRole('button', { name: /^(Play|Pause) reading of page 1$/ });
    expect((await player.boundingBox())?.height).toBeGreaterThanOrEqual(80);
    expect(await sam.locator('audio[controls]').count()).toBe(0);
    // Nothing sticks out sideways at 390 px.
    expect(
      await sam.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    for (const name of ['Previous page', 'Next page', 'Close the book']) {
      const box = await sam.getByRole('button', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await expectAccessible(sam);
    await firstHourShot(sam, 'story-player');
    // The same book in Arabic: the page turns right to left; the play symbol is not mirrored.
    await showIn(sam, 'ar');
    expect(await sam.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await sam.getByRole('button', { name: tr('ar', 'Next page') }).waitFor();
    await languageShot(sam, 'ar-story-player');
    await showIn(sam, null);
  });
});

describe('a family story', () => {
  it('is written with two pages, renamed, read in Read a Story, and deleted', async () => {
    const base = h.server.url;
    const account = await seed.account(base, 'family-story');
    const grandma = await seed.profile(base, account, 'Grandma');
    const { id } = await seed.conversation(base, account, grandma, 'Bedtime');
    const page = await h.as(PHONE, account, grandma);

    await page.goto('/profiles');
    await page.getByRole('link', { name: 'Family Stories' }).click();
    await page.getByText('No family stories yet').waitFor();
    await expectAccessible(page);

    // Writing: the author is Grandma already; the cover comes from the emoji grid.
    await page.getByRole('link', { name: 'Write a Story' }).click();
    await page.getByRole('heading', { name: 'Write a Story' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Author' }).inputValue()).toBe('Grandma');
    await page.getByRole('textbox', { name: 'Title' }).fill('The Seaside Trip');
    // The cover by keyboard: open the grid, step to its first emoji, take it.
    await page.getByRole('button', { name: 'Choose an emoji for cover emoji' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('textbox', { name: 'Cover emoji' }).inputValue()).toBe('🐻');
    await page.getByRole('textbox', { name: 'Text of page 1' }).fill('We took the train.');
    await page.getByRole('textbox', { name: 'Picture of page 1' }).fill('🚂🌄');
    // A new page by keyboard: the writing goes on in it.
    await page.getByRole('button', { name: 'Add a page' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Then we saw the sea.');
    expect(await page.getByRole('textbox', { name: 'Text of page 2' }).inputValue()).toBe(
      'Then we saw the sea.',
    );
    // Its picture is left empty: the form says beforehand what it becomes (the sea, from its words).
    await page.getByText('Optional: left empty, this page shows 🌊. Up to 12 emoji').waitFor();
    await expectAccessible(page);
    await snap(page, 'family-story-form', 'phone');
    await page.getByRole('textbox', { name: 'Picture of page 2' }).scrollIntoViewIfNeeded();
    await firstHourShot(page, 'story-editor');
    await page.getByRole('button', { name: 'Save Story' }).click();

    const list = page.getByRole('list', { name: 'Family stories' });
    await list.getByRole('heading', { name: 'The Seaside Trip' }).waitFor();
    await list.getByText('Grandma · 2 pages').waitFor();
    await expectAccessible(page);

    // Renaming keeps the pages.
    await page.getByRole('link', { name: 'Edit The Seaside Trip' }).click();
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('Our Seaside Trip');
    expect(await page.getByRole('textbox', { name: 'Text of page 2' }).inputValue()).toBe(
      'Then we saw the sea.',
    );
    await page.getByRole('button', { name: 'Save Story' }).click();
    await list.getByRole('heading', { name: 'Our Seaside Trip' }).waitFor();
    await list.getByText('Grandma · 2 pages').waitFor();
    await snap(page, 'family-stories', 'phone');
    // Who sees them, as it is: the account keeps them, a read-aloud carries a copy.
    await page
      .getByText('Only you and the people you read them to can see these stories.', {
        exact: false,
      })
      .waitFor();
    await firstHourShot(page, 'family-stories');

    // Read a Story lists it beside the built-in books, and leads back to the screen.
    await page.goto(`/conversations/${id}`);
    await page.getByRole('heading', { name: 'Bedtime' }).waitFor();
    await page.getByRole('button', { name: 'Read a Story' }).click();
    const books = page.getByRole('list', { name: 'Stories' });
    await books.getByRole('button', { name: /Our Seaside Trip.*Grandma · 2 pages/ }).waitFor();
    await page.getByRole('link', { name: 'Write a Family Story' }).click();

    // Deleting asks first, then the story is gone from Read a Story too.
    await page.getByRole('button', { name: 'Delete Our Seaside Trip' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete Story' });
    await ask
      .getByText('Delete “Our Seaside Trip”? This cannot be undone.', { exact: false })
      .waitFor();
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Delete Story' }).click();
    await page.getByText('No family stories yet').waitFor();
    await page.getByRole('status').getByText('“Our Seaside Trip” was deleted.').waitFor();
    await page.getByRole('link', { name: 'Back to the conversation' }).click();
    await page.getByRole('button', { name: 'Read a Story' }).click();
    await books.getByRole('button', { name: /Little Red Riding Hood/ }).waitFor();
    expect(await books.getByRole('button', { name: /Seaside/ }).count()).toBe(0);
  });
});
