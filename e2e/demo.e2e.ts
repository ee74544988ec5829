import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, FAKE_MEDIA, launchBrowser, PHONE } from './support/browser.js';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/process.js';

const ARTIFACTS = resolve(import.meta.dirname, 'artifacts');
const MIC_DENIED = 'Could not access microphone. Please check permissions.';

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let origin: string;
/** Every URL the phone page asked for: the demo must talk to no server, ours or another. */
const requested: string[] = [];

beforeAll(async () => {
  server = await startServerProcess();
  origin = server.url;
  browser = await launchBrowser(FAKE_MEDIA);
  context = await browser.newContext({ ...PHONE, permissions: ['microphone'] });
  page = await context.newPage();
  page.on('request', (r) => requested.push(r.url()));
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const messages = () => page.getByRole('region', { name: 'Messages' }).getByRole('listitem');
const lastMessage = () => messages().last();
/** Picks a role the way a person does: by tapping the visible pill (the radio itself is visually hidden). */
async function chooseRole(name: RegExp) {
  await page.locator('label', { has: page.getByRole('radio', { name }) }).click();
  expect(await page.getByRole('radio', { name }).isChecked()).toBe(true);
}

/** Records about `ms` of the fake microphone's tone and leaves the recorder in its recorded state. */
async function record(scope: Page | Locator, startLabel: string, ms = 1200) {
  await scope.getByRole('button', { name: startLabel }).click();
  await expect.poll(() => page.getByRole('timer').isVisible()).toBe(true);
  await expect.poll(() => page.getByText('Recording', { exact: true }).isVisible()).toBe(true);
  await page.waitForTimeout(ms);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect.poll(() => page.getByText(/^Recorded \d+:\d\d/).isVisible()).toBe(true);
}

/** Plays a voice clip and waits until its progress bar has moved, proving the audio really plays. */
async function playAndHear(bubble: Locator) {
  await bubble.getByRole('button', { name: /^Play voice message from/ }).click();
  const progress = bubble.getByRole('progressbar');
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

async function announced(text: string) {
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: text }).count(), { timeout: 5_000 })
    .toBeGreaterThan(0);
}

describe('the /messages demo in Chromium with a fake microphone', () => {
  it('opens with the three seeded messages and no serious accessibility problems', async () => {
    await page.goto(`${origin}/messages`);
    await expect.poll(() => messages().count()).toBe(3);
    await expect
      .poll(() => page.getByText('Good morning, sweetheart!', { exact: false }).isVisible())
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('as the kid: no grandparent tools; sends a text with an emoji, toggling an emoji off and on', async () => {
    await chooseRole(/Kid/);
    expect(await page.getByRole('button', { name: 'Read a Story' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Story Ideas' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Achievements' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Emoji picker' }).click();
    const picker = page.getByRole('group', { name: 'Choose an emoji' });
    expect(await picker.getByRole('button').count()).toBe(48);
    const dog = picker.getByRole('button', { name: 'Emoji 🐶' });
    await dog.click();
    expect(await dog.getAttribute('aria-pressed')).toBe('true');
    await dog.click();
    expect(await dog.getAttribute('aria-pressed')).toBe('false');
    await picker.getByRole('button', { name: 'Emoji 🌈' }).click();

    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('   Hello Grandma!   ');
    await box.press('Shift+Enter');
    expect(await box.inputValue()).toContain('\n');
    await box.fill('   Hello Grandma!   ');
    await box.press('Enter');
    await expect.poll(() => lastMessage().textContent()).toContain('Hello Grandma!');
    const sent = lastMessage();
    expect(await sent.locator('p').first().textContent()).toBe('Hello Grandma!');
    expect(await sent.getByRole('img', { name: 'Emoji 🌈' }).count()).toBe(1);
    expect(await sent.getByText('Just now').count()).toBe(1);
    expect(await box.inputValue()).toBe('');
  });

  it('as the kid: records, previews and sends a voice message, then plays it back', async () => {
    // While recording, the level meter moves with the fake microphone's beeps.
    await page.getByRole('button', { name: 'Record your voice' }).click();
    const meter = page.locator('[data-level]');
    await expect
      .poll(async () => Number(await meter.getAttribute('data-level')))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await record(page, 'Record your voice');
    const preview = page.getByRole('progressbar', { name: 'Progress of your recording' });
    expect(await preview.count()).toBe(1);
    await page.getByRole('button', { name: 'Re-record' }).click();
    await expect.poll(() => page.getByRole('timer').isVisible()).toBe(true);
    await page.waitForTimeout(1200);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => messages().count()).toBe(5);
    await playAndHear(lastMessage());
    // Delete throws a recording away without sending it.
    await record(page, 'Record your voice', 600);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Record your voice' }).isVisible())
      .toBe(true);
    expect(await messages().count()).toBe(5);
  });

  it('as the grandparent: the tools appear and a voice message earns First Voice Message', async () => {
    await chooseRole(/Grandparent/);
    for (const name of ['Read a Story', 'Story Ideas', 'Achievements'])
      expect(await page.getByRole('button', { name }).isVisible()).toBe(true);
    await record(page, 'Record your voice');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await announced('Achievement unlocked: First Voice Message!');
    expect(await messages().count()).toBe(6);
  });

  it('reads a story page by page and sends recorded pages with Save & Continue', async () => {
    await page.getByRole('button', { name: 'Read a Story' }).click();
    const dialog = page.getByRole('dialog', { name: 'Read a Story' });
    await dialog.getByRole('button', { name: /The Three Little Pigs/ }).click();
    const heading = () => dialog.getByRole('heading', { level: 3 }).textContent();
    await expect.poll(heading).toBe('The Three Little Pigs: page 1 of 5');
    expect(await dialog.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(heading).toBe('The Three Little Pigs: page 2 of 5');
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(heading).toBe('The Three Little Pigs: page 1 of 5');
    expect(await seriousViolations(page)).toEqual([]);

    for (let pageNumber = 1; pageNumber <= 4; pageNumber++) {
      await record(dialog, 'Record this page', 700);
      // Stopping moves focus to Save & Continue, so a keyboard user only has to press Enter.
      // (Pressing, not tapping: at 375 px the app header overflows, the phone zooms out, and
      // Playwright's tap coordinates at the foot of the sheet land on the row above.)
      const save = dialog.getByRole('button', { name: 'Save & Continue' });
      await expect.poll(() => save.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(heading).toBe(`The Three Little Pigs: page ${pageNumber + 1} of 5`);
      if (pageNumber === 1) await announced('Achievement unlocked: Story Teller!');
    }
    // 1 voice message + 4 story pages = 5 voice messages.
    await announced('Achievement unlocked: Chatty Grandparent!');
    await page.keyboard.press('Escape');
    await expect.poll(() => messages().count()).toBe(10);
    expect(await lastMessage().textContent()).toContain('The Three Little Pigs, page 4');
  });

  it('lists the achievements with when they were earned; Book Master is never awarded', async () => {
    await page.getByRole('button', { name: 'Achievements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achievements' });
    const badges = dialog.getByRole('listitem');
    expect(await badges.count()).toBe(4);
    for (const title of ['First Voice Message', 'Chatty Grandparent', 'Story Teller']) {
      const badge = badges.filter({ hasText: title });
      expect(await badge.getAttribute('data-earned')).toBe('true');
      expect(await badge.getByText(/^Earned /).count()).toBe(1);
    }
    const bookMaster = badges.filter({ hasText: 'Book Master' });
    expect(await bookMaster.getAttribute('data-earned')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: resolve(ARTIFACTS, 'demo-achievements-phone.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('starts a message from a story idea', async () => {
    await page.getByRole('button', { name: 'Story Ideas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Story Ideas' });
    expect(await dialog.getByRole('listitem').count()).toBe(8);
    await dialog.getByRole('button', { name: /A family recipe/ }).click();
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => box.inputValue()).toBe('A family recipe: ');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.press('End');
    await box.pressSequentially('my apple crumble.');
    await box.press('Enter');
    await expect
      .poll(() => lastMessage().textContent())
      .toContain('A family recipe: my apple crumble.');
    expect(await lastMessage().getByRole('img', { name: 'Emoji 🍪' }).count()).toBe(1);
  });

  it('keeps everything after a reload, voice messages included', async () => {
    await page.reload();
    await expect.poll(() => messages().count()).toBe(11);
    expect(await page.getByRole('radio', { name: /Grandparent/ }).isChecked()).toBe(true);
    expect(await messages().filter({ hasText: 'Hello Grandma!' }).count()).toBe(1);
    const kidVoice = messages().nth(4);
    expect(await kidVoice.textContent()).toContain('Sam');
    await playAndHear(kidVoice);
    await playAndHear(messages().filter({ hasText: 'The Three Little Pigs, page 2' }));
    await page.getByRole('button', { name: 'Achievements' }).click();
    const earned = page
      .getByRole('dialog', { name: 'Achievements' })
      .locator('[data-earned="true"]');
    expect(await earned.count()).toBe(3);
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: resolve(ARTIFACTS, 'demo-phone.png') });
    await page.getByRole('button', { name: 'Record your voice' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: resolve(ARTIFACTS, 'demo-phone-chat.png') });
  });

  it('made no network calls: only the app itself loaded, no API and no other site', () => {
    const network = requested.filter((u) => !u.startsWith('blob:') && !u.startsWith('data:'));
    expect(network.length).toBeGreaterThan(0);
    expect(network.filter((u) => !u.startsWith(origin))).toEqual([]);
    expect(network.filter((u) => new URL(u).pathname.startsWith('/api/'))).toEqual([]);
  });

  it('looks right on a desktop', async () => {
    const desktop = await browser.newContext({ ...DESKTOP, permissions: ['microphone'] });
    const desk = await desktop.newPage();
    await desk.goto(`${origin}/messages`);
    await expect
      .poll(() => desk.getByRole('region', { name: 'Messages' }).getByRole('listitem').count())
      .toBe(3);
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.screenshot({ path: resolve(ARTIFACTS, 'demo-desktop.png'), fullPage: true });

    // Keyboard only: Tab reaches the message box past labelled controls with a visible focus ring.
    const focused = () =>
      desk.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          tag: el.tagName,
          name: el.getAttribute('aria-label') ?? el.textContent ?? '',
          outline: style.outlineStyle,
        };
      });
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await desk.keyboard.press('Tab');
      const now = await focused();
      if (now.tag === 'BUTTON') expect(now.outline).not.toBe('none');
      reached = now.tag === 'TEXTAREA';
    }
    expect(reached).toBe(true);
    await desk.keyboard.type('Typed with the keyboard');
    await desk.keyboard.press('Enter');
    await expect
      .poll(() =>
        desk.getByRole('region', { name: 'Messages' }).getByRole('listitem').last().textContent(),
      )
      .toContain('Typed with the keyboard');

    // With a mouse this time: Save & Continue sends the page and turns to the next one.
    await desk.getByRole('button', { name: 'Read a Story' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Read a Story' });
    await dialog.getByRole('button', { name: /Goldilocks/ }).click();
    await dialog.getByRole('button', { name: 'Record this page' }).click();
    await desk.waitForTimeout(1000);
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await expect
      .poll(() => dialog.getByRole('heading', { level: 3 }).textContent())
      .toBe('Goldilocks and the Three Bears: page 2 of 6');
    await desk.screenshot({ path: resolve(ARTIFACTS, 'demo-story-desktop.png') });
    await desk.keyboard.press('Escape');
    await expect
      .poll(() =>
        desk.getByRole('region', { name: 'Messages' }).getByRole('listitem').last().textContent(),
      )
      .toContain('Goldilocks and the Three Bears, page 1');
    await desktop.close();
  });
});

describe('the /messages demo with the microphone denied', () => {
  async function alertOnRecord(ctx: BrowserContext): Promise<string[]> {
    const p = await ctx.newPage();
    const alerts: string[] = [];
    p.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await p.goto(`${origin}/messages`);
    await p.getByRole('button', { name: 'Record your voice' }).click();
    await expect.poll(() => alerts.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The recorder stays idle, ready to try again.
    expect(await p.getByRole('button', { name: 'Record your voice' }).isVisible()).toBe(true);
    return alerts;
  }

  it('alerts when the browser refuses the microphone', async () => {
    // No fake-UI flag, so the permission prompt is real, and this context never grants it.
    const strict = await launchBrowser(['--use-fake-device-for-media-stream']);
    try {
      const ctx = await strict.newContext(PHONE);
      expect(await alertOnRecord(ctx)).toEqual([MIC_DENIED]);
    } finally {
      await strict.close();
    }
  });

  it('alerts when getUserMedia rejects with NotAllowedError', async () => {
    const ctx = await browser.newContext(PHONE);
    await ctx.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    expect(await alertOnRecord(ctx)).toEqual([MIC_DENIED]);
    await ctx.close();
  });
});
