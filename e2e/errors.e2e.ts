import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.js';
import {
  nextAlert,
  PASSWORD,
  seed,
  signedInContext,
  type Account,
  type Profile,
} from './support/hearth.js';
import { useHarness } from './support/harness.js';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/process.js';

// Every error message of the specification that a person can meet, most of them provoked
// through the real server; the few that need a server fault get one from a routed response.

const h = useHarness();
let mum: Account;
let mumProfile: Profile;
let chatId: string;

beforeAll(async () => {
  mum = await seed.account(h.server.url, 'mum');
  mumProfile = await seed.profile(h.server.url, mum, 'Mum');
  chatId = (await seed.conversation(h.server.url, mum, mumProfile, 'Family')).id;
});

const guest = () => h.guest(PHONE);
const as = (account: Account, profile: Profile | null) => h.as(PHONE, account, profile);

/**
 * Answers the next write (not a read) to one API path with a made-up failure (or success). Reads
 * pass: a list refetched in the background (after the socket connects, say) must not take it.
 */
async function fake(page: Page, path: string, status: number, body?: unknown) {
  let used = false;
  await page.route(`**/api/v1${path}`, (route) => {
    if (used || route.request().method() === 'GET') return route.fallback();
    used = true;
    return route.fulfill({
      status,
      contentType: 'application/json',
      body: body === undefined ? '' : JSON.stringify(body),
    });
  });
}

async function alertShows(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe('login and sign-up', () => {
  it('wrong password', async () => {
    const page = await guest();
    await page.goto('/login');
    await page.getByLabel('Email').fill(mum.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await alertShows(page, 'Invalid email or password. Please try again.');
  });

  it('login answered without a session', async () => {
    const page = await guest();
    await page.goto('/login');
    await fake(page, '/auth/login', 200, { user: mum.user });
    await page.getByLabel('Email').fill(mum.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await alertShows(page, 'Login succeeded but session setup failed. Please try again.');
  });

  it('passwords that differ, and nothing is sent', async () => {
    const page = await guest();
    await page.goto('/register');
    let sent = false;
    page.on('request', (r) => (sent ||= r.url().includes('/auth/register')));
    await page.getByLabel('Email').fill('new@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel('Confirm password').fill('secret-two');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await alertShows(page, 'Passwords do not match');
    expect(sent).toBe(false);
  });

  it("the server's errors: an address already taken", async () => {
    const page = await guest();
    await page.goto('/register');
    await page.getByLabel('Email').fill(mum.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await alertShows(page, 'Email address has already been taken');
  });

  it('sign-up failures without a list, and without a session', async () => {
    const page = await guest();
    await page.goto('/register');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await fake(page, '/auth/register', 500);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await alertShows(page, 'Registration failed. Please try again.');
    await fake(page, '/auth/register', 201, { user: mum.user });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await alertShows(page, 'Registration succeeded but login failed. Please try logging in.');
  });
});

describe('profiles', () => {
  it('an empty nickname, on first setup, in the add form and in the edit dialog', async () => {
    const fresh = await seed.account(h.server.url, 'fresh');
    const page = await as(fresh, null);
    await page.goto('/profiles/new');
    await page.getByLabel('Nickname').fill('   ');
    await page.getByRole('button', { name: "Let's Go!" }).click();
    await alertShows(page, 'Please enter a nickname');

    const own = await seed.profile(h.server.url, fresh, 'Dad');
    await page.evaluate((p) => localStorage.setItem('current_profile', JSON.stringify(p)), own);
    await page.goto('/profiles');
    await page.getByRole('button', { name: 'Add Child Profile' }).click();
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await alertShows(page, 'Please enter a nickname');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Options for Dad' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.getByLabel('Profile Nickname').fill('  ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await alertShows(page, 'Please enter a nickname');
  });

  it("the server's first error when an account is full, and the general sentences", async () => {
    const full = await seed.account(h.server.url, 'full');
    const profiles: Profile[] = [];
    for (let i = 1; i <= 20; i++) profiles.push(await seed.profile(h.server.url, full, `Kid ${i}`));
    const page = await as(full, profiles[0] ?? null);
    await page.goto('/profiles');
    await page.getByRole('button', { name: 'Add Child Profile' }).click();
    await page.getByLabel("Child's Nickname").fill('One too many');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await alertShows(page, 'An account can have at most 20 profiles');

    await page.goto('/profiles/new');
    await page.getByLabel('Nickname').fill('Another');
    await fake(page, '/profiles', 500, { error: 'boom' });
    await page.getByRole('button', { name: 'Add Profile' }).click();
    await alertShows(page, 'Failed to create profile');

    await page.goto('/profiles');
    await page.getByRole('button', { name: 'Options for Kid 2', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.getByLabel('Profile Nickname').fill('Kiddo');
    await fake(page, `/profiles/${profiles[1]?.id}`, 500);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await alertShows(page, 'Failed to update profile');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Options for Kid 3', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete Profile' }).click();
    await page.getByText('Are you sure you want to delete this profile?').waitFor();
    await fake(page, `/profiles/${profiles[2]?.id}`, 500);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    expect(await alert).toBe('Failed to delete profile');
  });
});

describe('conversations', () => {
  it('an empty title, and a failed creation', async () => {
    const page = await as(mum, mumProfile);
    await page.goto('/conversations');
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.getByLabel('Conversation Title').fill('  ');
    await page.getByRole('button', { name: 'Create Conversation' }).click();
    await alertShows(page, 'Please enter a conversation title');
    await page.getByLabel('Conversation Title').fill('Picnic');
    await fake(page, `/profiles/${mumProfile.id}/conversations`, 500);
    await page.getByRole('button', { name: 'Create Conversation' }).click();
    await alertShows(page, 'Failed to create conversation');
  });

  it('Edit Room, a failed send and a failed invite', async () => {
    const page = await as(mum, mumProfile);
    await page.goto(`/conversations/${chatId}`);
    await page.getByRole('button', { name: 'Conversation menu' }).click();
    // Edit Room is a dialog now (the placeholder alert is gone where the room can be edited).
    await page.getByRole('menuitem', { name: 'Edit Room' }).click();
    await page.getByRole('dialog', { name: 'Edit Room' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Edit Room' }).waitFor({ state: 'detached' });

    // A send the server refuses for good alerts, and the text stays on screen with Retry (a
    // server error or a lost network is not final: the outbox waits and sends it later).
    await page.getByPlaceholder('Type your message...').fill('Hello?');
    await fake(page, `/profiles/${mumProfile.id}/conversations/${chatId}/messages`, 422, {
      errors: ['Content is not allowed'],
    });
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await alert).toBe('Failed to send message');
    const unsent = page.getByRole('listitem').filter({ hasText: 'Hello?' });
    await unsent.getByText('Not sent').waitFor();
    await unsent.getByRole('button', { name: 'Retry' }).click();
    await unsent.getByRole('img', { name: 'Sent' }).waitFor();

    const invitePath = `/profiles/${mumProfile.id}/conversations/${chatId}/create_invite`;
    await fake(page, invitePath, 503, { error: 'Invites are resting, try again soon' });
    await page.getByRole('button', { name: 'Conversation menu' }).click();
    await page.getByRole('menuitem', { name: 'Share Invite Link' }).click();
    await alertShows(page, 'Invites are resting, try again soon');
    await page.getByRole('button', { name: 'Done' }).click();

    await fake(page, invitePath, 500);
    await page.getByRole('button', { name: 'Conversation menu' }).click();
    await page.getByRole('menuitem', { name: 'Share Invite Link' }).click();
    await alertShows(page, 'Failed to create invite link');
  });
});

describe('joining', () => {
  async function joinPage(token: string | null) {
    const page = await as(mum, mumProfile);
    await page.goto(token === null ? '/join' : `/join?token=${encodeURIComponent(token)}`);
    return page;
  }

  async function oops(page: Page, message: string) {
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await alertShows(page, message);
    await page.getByRole('link', { name: 'Go to My Conversations' }).waitFor();
    await page.getByRole('link', { name: 'Select Profile' }).waitFor();
  }

  it('a link without a token', async () => {
    await oops(await joinPage(null), 'Invalid invite link - missing token');
  });

  it('an unknown token', async () => {
    await oops(await joinPage('no-such-token'), 'Invalid invite link');
  });

  it('a link to a conversation the profile is already in', async () => {
    const { invite } = await seed.invite(h.server.url, mum, mumProfile, chatId);
    await oops(await joinPage(invite.token), 'You are already a participant in this conversation');
  });

  it('a profile that is not accessible (403, final)', async () => {
    const page = await as(mum, mumProfile);
    let calls = 0;
    await page.route('**/api/v1/conversations/join-via-invite', (route) => {
      calls += 1;
      return route.fulfill({ status: 403, contentType: 'application/json', body: '{}' });
    });
    await page.goto('/join?token=abc');
    await oops(page, 'Profile not found or not accessible');
    expect(calls).toBe(1);
  });

  it('passing failures are retried; three in a row give the final message', async () => {
    const page = await as(mum, mumProfile);
    const times: number[] = [];
    await page.route('**/api/v1/conversations/join-via-invite', (route) => {
      times.push(Date.now());
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Server is busy' }),
      });
    });
    await page.goto('/join?token=abc');
    await oops(page, 'Server is busy');
    expect(times).toHaveLength(3);
    const [a = 0, b = 0, c = 0] = times;
    expect(b - a).toBeGreaterThanOrEqual(900);
    expect(c - b).toBeGreaterThanOrEqual(1900);
  });
});

describe('an expired invite', () => {
  let shortLived: ServerProcess;

  beforeAll(async () => {
    // Invites that live about a second, so that one can expire during the test.
    shortLived = await startServerProcess({ INVITE_TTL_HOURS: '0.0003' });
  });

  afterAll(async () => {
    await shortLived?.stop();
  });

  it('says the link has expired', async () => {
    const owner = await seed.account(shortLived.url, 'owner');
    const ownerProfile = await seed.profile(shortLived.url, owner, 'Owner');
    const guestAccount = await seed.account(shortLived.url, 'guest');
    const guestProfile = await seed.profile(shortLived.url, guestAccount, 'Guest');
    const { id } = await seed.conversation(shortLived.url, owner, ownerProfile, 'Old news');
    const { invite } = await seed.invite(shortLived.url, owner, ownerProfile, id);
    await new Promise((r) => setTimeout(r, 1500));
    const context = await signedInContext(
      h.browser,
      PHONE,
      shortLived.url,
      guestAccount,
      guestProfile,
    );
    h.track(context);
    const page = await context.newPage();
    await page.goto(`/join?token=${invite.token}`);
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await alertShows(page, 'This invite link has expired');
  });
});
