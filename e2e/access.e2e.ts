import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.js';
import {
  expectAccessible,
  PASSWORD,
  seed,
  uniqueEmail,
  type Account,
  type Profile,
} from './support/hearth.js';
import { useHarness } from './support/harness.js';

// Who may see what: the redirects of section 2, the start rule of section 4, the debug screen,
// and the landing page staying free of the signed-in app's code.

const h = useHarness();
let mum: Account;
let mumProfile: Profile;
let noProfile: Account;

beforeAll(async () => {
  mum = await seed.account(h.server.url, 'mum');
  mumProfile = await seed.profile(h.server.url, mum, 'Mum');
  noProfile = await seed.account(h.server.url, 'empty');
});

const guest = () => h.guest(DESKTOP);
const as = (account: Account, profile: Profile | null) => h.as(DESKTOP, account, profile);

describe('redirects', () => {
  it.each(['/profiles', '/profiles/new', '/conversations', '/conversations/abc'])(
    'send an unauthenticated visitor from %s to /login',
    async (target) => {
      const page = await guest();
      await page.goto(target);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
    },
  );

  it.each(['/join?token=abc', '/join/abc?token=abc'])(
    'show an unauthenticated visitor the invite at %s itself, here an unknown one',
    async (target) => {
      const page = await guest();
      await page.goto(target);
      await page.getByRole('alert').filter({ hasText: 'Invalid invite link' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL('**/login');
    },
  );

  it('send any other path to /login', async () => {
    const page = await guest();
    await page.goto('/no/such/page');
    await page.waitForURL('**/login');
  });

  it.each(['/conversations', '/conversations/abc', '/join?token=abc'])(
    'send a visitor without profiles from %s to /profiles/new',
    async (target) => {
      const page = await as(noProfile, null);
      await page.goto(target);
      await page.waitForURL('**/profiles/new');
      await page.getByRole('button', { name: "Let's Go!" }).waitFor();
    },
  );

  it('send a visitor with profiles but none selected to /profiles/new', async () => {
    const page = await as(mum, null);
    await page.goto('/conversations');
    await page.waitForURL('**/profiles/new');
    await page.getByRole('heading', { name: 'Add Child Profile' }).waitFor();
  });

  it('send an authenticated visitor from /login and /register to /conversations', async () => {
    const page = await as(mum, mumProfile);
    await page.goto('/login');
    await page.waitForURL('**/conversations');
    await page.goto('/register');
    await page.waitForURL('**/conversations');
    await page.getByRole('heading', { name: 'Messages', exact: true }).waitFor();
  });

  it('brings a new grandparent from an invite link through sign-up and a first profile to the join', async () => {
    const { id } = await seed.conversation(h.server.url, mum, mumProfile, 'Welcome Nana');
    const { invite } = await seed.invite(h.server.url, mum, mumProfile, id);
    const page = await guest();
    await page.goto(`/join?token=${invite.token}`);
    await page.getByRole('heading', { name: 'Mum invited you to Welcome Nana' }).waitFor();
    await page.getByRole('link', { name: 'Join', exact: true }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('Email').fill(uniqueEmail('nana'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/profiles/new');
    await page.getByLabel('Nickname').fill('Nana');
    await page.getByRole('button', { name: "Let's Go!" }).click();
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await page.getByText('Welcome Nana').waitFor();
    await page.waitForURL(`**/conversations/${id}`);
  });

  it('ends the session when the server no longer accepts the token', async () => {
    const account = await seed.account(h.server.url, 'stale');
    const profile = await seed.profile(h.server.url, account, 'Stale');
    await fetch(`${h.server.url}/api/v1/auth/session`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${account.token}` },
    });
    const page = await as(account, profile);
    await page.goto('/conversations');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
  });

  it('shows an unknown conversation as not found', async () => {
    const page = await as(mum, mumProfile);
    await page.goto('/conversations/00000000-0000-0000-0000-000000000000');
    await page.getByText('We could not find this conversation').waitFor();
    await expectAccessible(page);
  });
});

describe('layout', () => {
  it('shows Login, Early Access and the footer only when signed out', async () => {
    const page = await guest();
    await page.goto('/');
    await page.getByRole('link', { name: 'Early Access' }).waitFor();
    expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await page.locator('footer').count()).toBe(1);

    const signedIn = await as(mum, mumProfile);
    await signedIn.goto('/');
    await signedIn.getByRole('button', { name: /profile menu/ }).waitFor();
    expect(await signedIn.locator('footer').count()).toBe(0);
    expect(await signedIn.getByRole('link', { name: 'Early Access' }).count()).toBe(0);
  });

  it('lists other profiles in the switcher only when there is more than one', async () => {
    const solo = await seed.account(h.server.url, 'solo');
    const only = await seed.profile(h.server.url, solo, 'Only');
    const page = await as(solo, only);
    await page.goto('/conversations');
    await page.getByRole('button', { name: /profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Manage profiles' }).waitFor();
    expect(await page.getByText('Switch profile').count()).toBe(0);
  });

  it('paints the landing page from the entry script and its catalog alone, then hands over to the app', async () => {
    const page = await guest();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Connect with your loved ones.' }).waitFor();
    await page.waitForLoadState('networkidle');
    const entry = await page.evaluate(
      () => new URL(document.querySelector<HTMLScriptElement>('script[type=module]')!.src).pathname,
    );
    // The entry script and the landing page's catalog in the browser's language (English here).
    expect(scripts.length).toBe(2);
    expect(scripts[0]).toBe(entry);
    expect(scripts[1]).toMatch(/^\/assets\/en-[\w-]{8}\.js$/);

    // Following a link loads the app and shows the screen without a new page load.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(scripts.filter((s) => /(conversation|profile|demo|join|invite|debug)/.test(s))).toEqual(
      [],
    );
    await page.goBack();
    await page.getByRole('heading', { name: 'Connect with your loved ones.' }).waitFor();
    await page.close();
  });
});

describe('keyboard', () => {
  it('shows the focus ring, keeps focus inside a dialog and closes it on Escape', async () => {
    const page = await as(mum, mumProfile);
    await page.goto('/conversations');
    // The notifications panel arrives in a chunk of its own: once it is there, the tab order
    // around the button no longer changes under the keyboard.
    await page.getByRole('region', { name: 'Notifications' }).waitFor();
    const plus = page.getByRole('button', { name: 'New conversation' });
    await plus.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    // Polled: the colour eases in with the button's short transition.
    const ring = () =>
      plus.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.outlineColor, style.outlineWidth, style.outlineOffset];
      });
    await expect.poll(ring).toEqual(['rgb(37, 99, 235)', '3px', '2px']);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Conversation' });
    await dialog.waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => plus.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('session start and debug', () => {
  it('forgets a stored user without a token', async () => {
    const page = await guest();
    await page.goto('/debug');
    await page.evaluate((user) => {
      localStorage.setItem('user', user);
      localStorage.setItem('current_profile', '{"id":"p","nickname":"Ghost"}');
    }, JSON.stringify(mum.user));
    await page.goto('/conversations');
    await page.waitForURL('**/login');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('user'),
        localStorage.getItem('current_profile'),
      ]),
    ).toEqual([null, null]);
  });

  it('shows the session and environment, and Clear All & Reload wipes storage', async () => {
    const page = await guest();
    await page.goto('/debug');
    await page.evaluate(
      ([token, user, profile]) => {
        localStorage.setItem('api_token', token);
        localStorage.setItem('user', user);
        localStorage.setItem('current_profile', profile);
        sessionStorage.setItem('something', 'else');
      },
      [mum.token, JSON.stringify(mum.user), JSON.stringify(mumProfile)] as const,
    );
    await page.reload();
    const main = page.getByRole('main');
    await main.getByText('Authenticated: Yes').waitFor();
    for (const heading of [
      'Authentication',
      'Current user',
      'Current profile',
      'Stored token',
      'Stored entries',
      'Environment',
    ]) {
      await main.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await main.textContent()).toContain(mum.token);
    expect(await main.textContent()).toContain(mum.email);
    expect(await main.textContent()).toContain('"nickname": "Mum"');
    await main.getByText(`API base URL: ${h.server.url}`).waitFor();
    await main.getByText('Mode: production').waitFor();
    for (const [name, href] of [
      ['Login', '/login'],
      ['Create profile', '/profiles/new'],
      ['Conversations', '/conversations'],
    ]) {
      expect(await main.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear All & Reload' }).click();
    await main.getByText('Authenticated: No').waitFor();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });
});
