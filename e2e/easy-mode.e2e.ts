import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.js';
import { docShot, expectAccessible, seed, type Account, type Profile } from './support/hearth.js';
import { useHarness } from './support/harness.js';

// Easy mode end to end: an adult adds a grandparent's tablet, links a second browser with the
// code, and turns easy mode on from their own screen; the tablet switches live, and is checked
// in the page itself: 20 px text, 56 px targets, no serious axe violation, AAA text contrast.

const h = useHarness();
const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true };
const PHONE_SIZE = { width: 390, height: 844 };
let family: Account;
let mum: Profile;
let conversationId: string;

beforeAll(async () => {
  const base = h.server.url;
  family = await seed.account(base, 'easy');
  mum = await seed.profile(base, family, 'Mum');
  conversationId = (await seed.conversation(base, family, mum, 'Family')).id;
});

const easyOn = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-easy'));

/** The smallest visible target among buttons and the links that stand alone, in CSS pixels. */
const smallestTarget = (page: Page) =>
  page.evaluate(() => {
    const sizes: { what: string; height: number; width: number }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, [role="button"], a[href]')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // A link inside a sentence is text, not a target of its own (WCAG 2.5.8's exception).
      if (box.width === 0 || style.display === 'inline' || style.visibility === 'hidden') continue;
      sizes.push({ what: el.getAttribute('aria-label') ?? el.textContent ?? '', ...box.toJSON() });
    }
    return sizes.sort((a, b) => Math.min(a.height, a.width) - Math.min(b.height, b.width))[0];
  });

/** Visible buttons that show no words (an icon alone), by their accessible name. */
const wordlessButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"]')]
      .filter((el) => el.getBoundingClientRect().width > 0 && !el.innerText.trim())
      .map((el) => el.getAttribute('aria-label') ?? el.outerHTML.slice(0, 80)),
  );

async function contrastAAA(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced']).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
  );
}

describe('easy mode', () => {
  it('is turned on for a grandparent’s tablet from the adult’s screen and takes effect live', async () => {
    const base = h.server.url;
    const adult = await h.as(DESKTOP, family, mum);
    await adult.goto('/profiles');
    await adult.getByRole('button', { name: 'Add a grandparent’s tablet' }).click();
    await adult.getByLabel('Grandparent’s nickname').fill('Nana');
    await adult.getByRole('button', { name: 'Create Profile' }).click();
    await adult.waitForURL('**/profiles/*/settings');
    const nanaId = /profiles\/([^/]+)\/settings/.exec(adult.url())?.[1] ?? '';
    const nana = { id: nanaId, nickname: 'Nana' };
    // Nana is in the family's conversation, where Mum has written twice.
    const { invite } = await seed.invite(base, family, mum, conversationId);
    await seed.join(base, family, nana, invite.token);
    await seed.message(base, family, mum, conversationId, 'Good morning, Nana');
    await seed.message(base, family, mum, conversationId, 'Lunch on Sunday?');

    await adult.getByRole('button', { name: 'Link a tablet for Nana' }).click();
    const code = (await adult.locator('strong.font-mono').textContent()) ?? '';
    expect(code).not.toBe('');
    await expectAccessible(adult);

    // The tablet: a browser that never saw a password.
    const tablet = await h.guest(TABLET);
    await tablet.goto(`/link?code=${code}`);
    await tablet.getByLabel('Name of this device').fill('Kitchen tablet');
    await tablet.getByRole('button', { name: 'Link device' }).click();
    // A grandparent's tablet lands on the frame; its Messages button leads to the conversations.
    await tablet.waitForURL('**/frame');
    await tablet.goto(`/conversations/${conversationId}`);
    await tablet.getByRole('heading', { name: 'Family' }).waitFor();
    expect(await easyOn(tablet)).toBe(false);

    // The adult's device lists the tablet, and turns easy mode on from afar.
    await adult.reload();
    await adult.getByText(/Kitchen tablet, last seen/).waitFor();
    // Saved as it is switched: it shows checked once the server has it.
    const easySwitch = adult.getByRole('switch', { name: 'Easy mode for Nana' });
    await easySwitch.click();
    await expect.poll(() => easySwitch.isChecked()).toBe(true);
    await expect.poll(() => easyOn(tablet)).toBe(true);

    // Newest first, big; every button in words.
    const log = tablet.getByRole('log', { name: 'Messages' });
    await expect
      .poll(() => log.locator('ol > li').first().textContent())
      .toContain('Lunch on Sunday?');
    await tablet.getByRole('button', { name: 'Voice call' }).getByText('Voice call').waitFor();
    expect(await wordlessButtons(tablet)).toEqual([]);
    expect(await tablet.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('20px');
    const smallest = await smallestTarget(tablet);
    expect(
      Math.min(smallest?.height ?? 0, smallest?.width ?? 0),
      JSON.stringify(smallest),
    ).toBeGreaterThanOrEqual(56);
    await expectAccessible(tablet);
    expect(await contrastAAA(tablet)).toEqual([]);
    await docShot(tablet, 'easy-mode-tablet');

    await tablet.setViewportSize(PHONE_SIZE);
    const phoneSmallest = await smallestTarget(tablet);
    expect(
      Math.min(phoneSmallest?.height ?? 0, phoneSmallest?.width ?? 0),
      JSON.stringify(phoneSmallest),
    ).toBeGreaterThanOrEqual(56);
    // One column, nothing cut off sideways.
    expect(
      await tablet.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await contrastAAA(tablet)).toEqual([]);
    await log.locator('ol > li').first().scrollIntoViewIfNeeded();
    await docShot(tablet, 'easy-mode-phone');

    // The list of conversations too: every button in words, AAA contrast.
    await tablet.goto('/conversations');
    await tablet.getByRole('heading', { name: 'Messages' }).waitFor();
    expect(await wordlessButtons(tablet)).toEqual([]);
    expect(await contrastAAA(tablet)).toEqual([]);
    await tablet.goto(`/conversations/${conversationId}`);
    await tablet.getByRole('heading', { name: 'Family' }).waitFor();

    // And off again, live.
    await easySwitch.click();
    await expect.poll(() => easySwitch.isChecked()).toBe(false);
    await expect.poll(() => easyOn(tablet)).toBe(false);
    expect(await tablet.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('18px');
  });

  it('grows with the browser’s text size (rem, not px), and keeps one column at 200% zoom', async () => {
    const page = await h.as(DESKTOP, family, mum);
    await page.goto('/profiles');
    await page.getByRole('heading', { name: 'Your Profiles' }).waitFor();
    const sizes = await page.evaluate(() => {
      const button = document.querySelector('main button')!;
      const read = () => [
        parseFloat(getComputedStyle(document.body).fontSize),
        parseFloat(getComputedStyle(button).fontSize),
        button.getBoundingClientRect().height,
      ];
      const before = read();
      // The root as it is under a browser text size of 24 px instead of 16.
      document.documentElement.style.fontSize = 'calc(112.5% * 1.5)';
      const after = read();
      document.documentElement.style.fontSize = '';
      return { before, after };
    });
    expect(sizes.before[0]).toBe(18);
    sizes.after.forEach((size, i) => expect(size).toBeCloseTo(sizes.before[i]! * 1.5, 0));
    // 200% zoom of a 1280 px window is a 640 px one: nothing is cut off sideways.
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto(`/conversations/${conversationId}`);
    await page.getByRole('heading', { name: 'Family' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
