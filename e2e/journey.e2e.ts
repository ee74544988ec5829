import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.js';
import {
  expectAccessible,
  firstHourShot,
  PASSWORD,
  seed,
  signedInContext,
  uniqueEmail,
} from './support/hearth.js';
import { useHarness } from './support/harness.js';

// Two families, each in its own browser: one on a phone, one on a desktop.

const h = useHarness();
const open = (size: typeof PHONE): Promise<Page> => h.guest(size);

async function register(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

async function firstProfile(page: Page, nickname: string) {
  await page.waitForURL('**/profiles/new');
  await page.getByRole('heading', { name: 'Welcome to Hearth!' }).waitFor();
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await page.waitForURL('**/conversations');
}

function menu(page: Page) {
  return page.getByRole('button', { name: /profile menu/ });
}

describe('two families', () => {
  it('register, set up profiles, invite, join and talk to each other', async () => {
    // Family one, on a phone: sign up from the landing page.
    const mum = await open(PHONE);
    await mum.goto('/');
    await mum.getByRole('link', { name: 'Early Access' }).click();
    await mum.waitForURL('**/register');
    await register(mum, uniqueEmail('mum'));
    await firstProfile(mum, 'Mum');
    await mum.getByText('No messages yet').waitFor();
    expect(await mum.locator('footer').count()).toBe(0);

    // Adds a child profile, which becomes the current one.
    await menu(mum).click();
    await mum.getByRole('menuitem', { name: 'Manage profiles' }).click();
    await mum.getByRole('heading', { name: 'Your Profiles' }).waitFor();
    await mum.getByRole('button', { name: 'Add Child Profile' }).click();
    await mum.getByLabel("Child's Nickname").fill('Sam');
    await mum.getByRole('button', { name: 'Create Profile' }).click();
    await mum.waitForURL('**/conversations');
    await expect.poll(() => menu(mum).textContent()).toContain('Sam');

    // Switches back to her own profile from the header.
    await menu(mum).click();
    await mum.getByRole('menuitem', { name: 'Mum' }).click();
    await expect.poll(() => menu(mum).textContent()).toContain('Mum');

    // Starts a conversation and shares its invite link.
    await mum.getByRole('button', { name: 'Start Chatting' }).click();
    await mum.getByLabel('Conversation Title').fill('Family news');
    await mum.getByRole('button', { name: 'Create Conversation' }).click();
    await mum.getByText("You're flying solo!").waitFor();
    await expectAccessible(mum);
    await mum.getByRole('button', { name: 'Share Invite Link' }).click();
    const linkField = mum.getByLabel('Invite link', { exact: true });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${h.server.url}/join\\?token=[^&]+$`));
    await mum.getByRole('button', { name: 'Done' }).click();
    const conversationUrl = mum.url();

    // Family two, on a desktop, already has an account but is signed out.
    const gran = await open(DESKTOP);
    const granEmail = uniqueEmail('gran');
    await gran.goto('/register');
    await register(gran, granEmail);
    await firstProfile(gran, 'Grandma Rose');
    const oldToken = await gran.evaluate(() => window.localStorage.getItem('api_token'));
    await menu(gran).click();
    await gran.getByRole('menuitem', { name: 'Logout' }).click();
    await gran.waitForURL('**/login');
    const revoked = await fetch(`${h.server.url}/api/v1/auth/me`, {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(revoked.status).toBe(401);

    // She opens the link: it says who invites her to what; she logs in and lands in it.
    await gran.goto(link);
    await gran.getByRole('heading', { name: 'Mum invited you to Family news' }).waitFor();
    await expectAccessible(gran);
    await gran.getByRole('link', { name: 'I already have an account' }).click();
    await gran.waitForURL('**/login');
    await gran.getByLabel('Email').fill(granEmail);
    await gran.getByLabel('Password').fill(PASSWORD);
    await gran.getByRole('button', { name: 'Log in' }).click();
    await gran.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await gran.getByText('Family news').waitFor();
    await gran.getByText(/With: .*Mum/).waitFor();
    await gran.waitForURL(conversationUrl.replace(/^https?:\/\/[^/]+/, '**'));
    await gran.getByText('Mum, Grandma Rose').waitFor();
    // Used: the invite is not brought back at the next login.
    expect(await gran.evaluate(() => window.localStorage.getItem('pending_invite'))).toBeNull();

    // They talk.
    await gran.getByPlaceholder('Type your message...').fill('Hello from Grandma! 👋');
    await gran.getByRole('button', { name: 'Send' }).click();
    const granBubble = gran.getByText('Hello from Grandma! 👋');
    await granBubble.waitFor();
    await expect.poll(() => gran.getByPlaceholder('Type your message...').inputValue()).toBe('');

    const fromGran = mum.getByText('Hello from Grandma! 👋');
    await fromGran.waitFor({ timeout: 15_000 });
    await mum.getByPlaceholder('Type your message...').fill('Hi Grandma! Sam says hello.');
    await mum.getByRole('button', { name: 'Send' }).click();
    await gran.getByText('Hi Grandma! Sam says hello.').waitFor({ timeout: 15_000 });

    // Own messages sit on the right, the others' on the left.
    const side = async (page: Page, text: string) =>
      page
        .getByRole('listitem')
        .filter({ hasText: text })
        .evaluate((li) => getComputedStyle(li).alignItems);
    expect(await side(gran, 'Hello from Grandma!')).toBe('flex-end');
    expect(await side(gran, 'Hi Grandma!')).toBe('flex-start');
    expect(await side(mum, 'Hi Grandma!')).toBe('flex-end');
    await expectAccessible(gran);

    // The list on the phone now names the other family.
    await mum.getByRole('link', { name: 'Back to conversations' }).click();
    await mum.getByRole('link', { name: /Family news\s*Grandma Rose/ }).waitFor();
  });

  it('keeps an invite through the header sign-up and the first profile', async () => {
    const base = h.server.url;
    const mum = await seed.account(base, 'mum-first-hour');
    const mumProfile = await seed.profile(base, mum, 'Mum');
    const chat = await seed.conversation(base, mum, mumProfile, 'Family Chat');
    const { invite } = await seed.invite(base, mum, mumProfile, chat.id);

    // A grandmother without an account opens the link on her phone.
    const nana = await open(PHONE);
    await nana.goto(`/join?token=${invite.token}`);
    await nana.getByRole('heading', { name: 'Mum invited you to Family Chat' }).waitFor();
    await nana.getByRole('listitem').filter({ hasText: 'Mum' }).waitFor();
    await nana.getByRole('link', { name: 'Join', exact: true }).waitFor();
    await firstHourShot(nana, 'invite');
    // She taps the header's sign-up button, the most visible one, not the page's.
    await nana.getByRole('link', { name: 'Early Access' }).click();
    await nana.waitForURL('**/register');
    await register(nana, uniqueEmail('nana'));
    await nana.waitForURL('**/profiles/new');
    await nana.getByLabel('Nickname').fill('Nana');
    await nana.getByRole('button', { name: "Let's Go!" }).click();
    await nana.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await nana.waitForURL(`**/conversations/${chat.id}`);
    await nana.getByText('Mum, Nana').waitFor();
  });

  it('opens a long conversation at its newest message and loads older ones at the top', async () => {
    const base = h.server.url;
    const account = await seed.account(base, 'long');
    const profile = await seed.profile(base, account, 'Storyteller');
    const { id } = await seed.conversation(base, account, profile, 'Long story');
    for (let i = 1; i <= 130; i++) {
      await seed.message(base, account, profile, id, `Line ${i}`);
    }
    const context = h.track(await signedInContext(h.browser, PHONE, base, account, profile));
    const page = await context.newPage();
    await page.goto(`/conversations/${id}`);
    const newest = page.getByText('Line 130', { exact: true });
    await newest.waitFor();
    await expect.poll(() => newest.isVisible()).toBe(true);
    const inView = async (text: string) =>
      page.getByText(text, { exact: true }).evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(() => inView('Line 130')).toBe(true);
    expect(await page.getByText('Line 1', { exact: true }).count()).toBe(0);

    // Scrolling to the top asks for the page before the oldest message shown.
    await page.getByRole('log', { name: 'Messages' }).evaluate((el) => {
      el.parentElement?.scrollTo({ top: 0 });
    });
    await page.getByText('Line 1', { exact: true }).waitFor();
    expect(await page.getByText(/^Line \d+$/).count()).toBe(130);

    // Sending brings the newest message into view again.
    await page.getByPlaceholder('Type your message...').fill('The end');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The end', { exact: true }).waitFor();
    await expect.poll(() => inView('The end')).toBe(true);
  });
});
