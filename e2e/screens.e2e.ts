import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import {
  expectAccessible,
  seed,
  signedInContext,
  snap,
  WIDTHS,
  type Account,
  type Profile,
} from './support/hearth.js';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/process.js';

// Every screen of the real application at phone and desktop width: axe finds nothing serious,
// and a screenshot of each lands in e2e/artifacts/.

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Checks and photographs the screen as it is now. */
async function screen(page: Page, name: string, width: string) {
  await expectAccessible(page);
  // Nothing may push the page sideways, least of all on a 375px phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  // The brand's floor: targets of 44px and more, no text under 16px.
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const el of document.querySelectorAll('button, input, [role="menuitem"]')) {
      if (!visible(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 44 || box.height < 44) {
        found.push(`${label(el)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !visible(parent)) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 16) found.push(`${label(parent)} has ${size}px text`);
    }
    return found;
  });
  expect(problems, `${name} breaks the size rules`).toEqual([]);
  await snap(page, name, width);
}

describe.each(WIDTHS)('every screen at %s width', (width, options: BrowserContextOptions) => {
  let mum: Account;
  let mumProfile: Profile;
  let kidProfile: Profile;
  let gran: Account;
  let granProfile: Profile;
  let chatId: string;
  let soloId: string;
  let quietId: string;

  beforeAll(async () => {
    const base = server.url;
    mum = await seed.account(base, `mum-${width}`);
    mumProfile = await seed.profile(base, mum, 'Mum');
    kidProfile = await seed.profile(base, mum, 'Sam');
    gran = await seed.account(base, `gran-${width}`);
    granProfile = await seed.profile(base, gran, 'Grandma Rose');
    const chat = await seed.conversation(base, mum, mumProfile, 'Sunday stories');
    chatId = chat.id;
    const { invite } = await seed.invite(base, mum, mumProfile, chatId);
    await seed.join(base, gran, granProfile, invite.token);
    await seed.message(base, gran, granProfile, chatId, 'Hello my darlings! How was school today?');
    await seed.message(base, mum, mumProfile, chatId, 'Sam read a whole book by himself!');
    await seed.message(
      base,
      gran,
      granProfile,
      chatId,
      'That is wonderful 🎉 Tell him I am proud.',
    );
    soloId = (await seed.conversation(base, mum, mumProfile, 'Holiday plans')).id;
    quietId = (await seed.conversation(base, mum, mumProfile, 'Recipes')).id;
    const quietInvite = await seed.invite(base, mum, mumProfile, quietId);
    await seed.join(base, gran, granProfile, quietInvite.invite.token);
  });

  it('signed out: landing, login, register, debug', async () => {
    const context = await watchCsp(await browser.newContext({ ...options, baseURL: server.url }));
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Connect with your loved ones.' }).waitFor();
    await screen(page, 'landing', width);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await screen(page, 'login', width);
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screen(page, 'register', width);
    await page.goto('/debug');
    await page.getByRole('heading', { name: 'Debug' }).waitFor();
    await screen(page, 'debug', width);
    // An invite link opened signed out says who invites to what.
    const { invite } = await seed.invite(server.url, mum, mumProfile, chatId);
    await page.goto(`/join?token=${invite.token}`);
    await page.getByRole('heading', { name: 'Mum invited you to Sunday stories' }).waitFor();
    await screen(page, 'invite-signed-out', width);
    await context.close();
  });

  it('first-time profile setup', async () => {
    const fresh = await seed.account(server.url, `new-${width}`);
    const context = await signedInContext(browser, options, server.url, fresh, null);
    const page = await context.newPage();
    await page.goto('/profiles/new');
    await page.getByRole('button', { name: "Let's Go!" }).waitFor();
    await screen(page, 'profile-first-time', width);
    await context.close();
  });

  it('profiles, their menu, dialogs and forms', async () => {
    const context = await signedInContext(browser, options, server.url, mum, mumProfile);
    const page = await context.newPage();
    // An earned badge shows in the open profile menu, which must still hold menu parts only.
    await page.route('**/api/v1/profiles/*/badges', (route) =>
      route.fulfill({
        json: [
          {
            id: 'first-voice-message',
            title: 'First Voice Message',
            description: 'Sent a first voice message',
            icon: 'mic',
            earned: true,
            earned_at: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    await page.goto('/profiles');
    await page.getByText('Active').waitFor();
    await screen(page, 'profiles', width);

    await page.getByRole('button', { name: /profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sam' }).waitFor();
    await page.getByRole('menu').getByText('First Voice Message').waitFor();
    await screen(page, 'profile-menu', width);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Options for Sam' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).waitFor();
    await screen(page, 'profile-card-menu', width);
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.getByLabel('Profile Nickname').waitFor();
    await screen(page, 'profile-edit', width);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Options for Sam' }).click();
    await page.getByRole('menuitem', { name: 'Delete Profile' }).click();
    await page.getByText('Are you sure you want to delete this profile?').waitFor();
    await screen(page, 'profile-delete', width);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add Child Profile' }).click();
    await page.getByLabel("Child's Nickname").waitFor();
    await screen(page, 'profiles-add-child', width);

    await page.goto('/profiles/new');
    await page.getByRole('heading', { name: 'Add Child Profile' }).waitFor();
    await screen(page, 'profile-new-child', width);
    await context.close();
  });

  it('conversations: list, empty, create dialog', async () => {
    const context = await signedInContext(browser, options, server.url, mum, mumProfile);
    const page = await context.newPage();
    await page.goto('/conversations');
    await page.getByText('Sunday stories').waitFor();
    await screen(page, 'conversations', width);
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.getByLabel('Conversation Title').waitFor();
    await screen(page, 'conversation-create', width);
    await context.close();

    const kidContext = await signedInContext(browser, options, server.url, mum, kidProfile);
    const kidPage = await kidContext.newPage();
    await kidPage.goto('/conversations');
    await kidPage.getByText('No messages yet').waitFor();
    await screen(kidPage, 'conversations-empty', width);
    await kidContext.close();
  });

  it('one conversation: messages, menu, empty states, share dialog', async () => {
    const context = await signedInContext(browser, options, server.url, mum, mumProfile);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(`/conversations/${chatId}`);
    await page.getByText('Tell him I am proud.').waitFor();
    await screen(page, 'conversation', width);
    // On a 390 px phone the message box takes most of its row, its placeholder uncut.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 390, height: viewport?.height ?? 800 });
    const box = page.getByPlaceholder('Type your message...');
    const share = await box.evaluate(
      (input) => input.getBoundingClientRect().width / (input.parentElement?.clientWidth ?? 1),
    );
    expect(share).toBeGreaterThanOrEqual(0.6);
    expect(
      await box.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
    ).toBe(true);
    if (width === 'phone') {
      const { firstHourShot } = await import('./support/hearth.js');
      await firstHourShot(page, 'conversation');
    }
    if (viewport) await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Conversation menu' }).click();
    await page.getByRole('menuitem', { name: 'Share Invite Link' }).waitFor();
    await screen(page, 'conversation-menu', width);
    await page.getByRole('menuitem', { name: 'Share Invite Link' }).click();
    const link = page.getByLabel('Invite link', { exact: true });
    await link.waitFor();
    expect(await link.inputValue()).toMatch(new RegExp(`^${server.url}/join\\?token=.+`));
    await page.getByRole('button', { name: 'Copy invite link' }).click();
    await page.getByText('Copied!').waitFor();
    await screen(page, 'conversation-share', width);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.goto(`/conversations/${soloId}`);
    await page.getByText("You're flying solo!").waitFor();
    await screen(page, 'conversation-solo', width);
    // The Share dialog opened three times shows one link and leaves one link.
    const shown = new Set<string>();
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Share Invite Link' }).click();
      const field = page.getByLabel('Invite link', { exact: true });
      await field.waitFor();
      shown.add(await field.inputValue());
      await page.getByRole('button', { name: 'Revoke this link' }).waitFor();
      if (i === 2 && width === 'phone') {
        const { firstHourShot } = await import('./support/hearth.js');
        await firstHourShot(page, 'share');
      }
      await page.getByRole('button', { name: 'Done' }).click();
    }
    expect(shown.size).toBe(1);
    const links = await fetch(
      `${server.url}/api/v1/profiles/${mumProfile.id}/conversations/${soloId}/invites`,
      { headers: { Authorization: `Bearer ${mum.token}` } },
    );
    expect(((await links.json()) as unknown[]).length).toBe(1);
    await page.goto(`/conversations/${quietId}`);
    await page.getByText('Start the conversation!').waitFor();
    await screen(page, 'conversation-empty', width);
    await context.close();
  });

  it('join: joining, welcome and error', async () => {
    const cousin = await seed.account(server.url, `cousin-${width}`);
    const cousinProfile = await seed.profile(server.url, cousin, 'Cousin Lee');
    const { invite } = await seed.invite(server.url, mum, mumProfile, chatId);
    const context = await signedInContext(browser, options, server.url, cousin, cousinProfile);
    const page = await context.newPage();
    // Held back a little so that the joining state can be seen at all.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v1/conversations/join-via-invite', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/join?token=${invite.token}`);
    await page.getByText('Adding you to the conversation').waitFor();
    await screen(page, 'join-joining', width);
    release();
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await screen(page, 'join-welcome', width);
    await page.waitForURL(`**/conversations/${chatId}`);

    await page.goto('/join');
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await screen(page, 'join-error', width);
    await context.close();
  });
});
