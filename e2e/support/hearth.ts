import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.js';
import { cspViolations, watchCsp } from './csp.js';
import { expectTranslated } from './languages.js';
import { DESKTOP, PHONE } from './browser.js';

/** Helpers for the real application's browser suites (the demo's suites do not use them). */

export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export const PASSWORD = 'hearth-secret';

export const WIDTHS: [name: 'phone' | 'desktop', options: BrowserContextOptions][] = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];

export interface Profile {
  id: string;
  nickname: string;
}
export interface Account {
  token: string;
  user: { id: string; email_address: string; profile: Profile | null };
  email: string;
}

let counter = 0;
/** A unique address per call, so that suites never collide on a fresh or a reused database. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}

async function call<T>(base: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Setting up through the API keeps each test about the screen it checks. */
export const seed = {
  async account(base: string, name: string): Promise<Account> {
    const email = uniqueEmail(name);
    const answer = await call<{ access_token: string; user: Account['user'] }>(
      base,
      'POST',
      '/auth/register',
      undefined,
      { user: { email_address: email, password: PASSWORD, password_confirmation: PASSWORD } },
    );
    return { token: answer.access_token, user: answer.user, email };
  },
  profile: (base: string, account: Account, nickname: string) =>
    call<Profile>(base, 'POST', '/profiles', account.token, { profile: { nickname } }),
  conversation: (base: string, account: Account, profile: Profile, title: string) =>
    call<{ id: string; title: string }>(
      base,
      'POST',
      `/profiles/${profile.id}/conversations`,
      account.token,
      { conversation: { title } },
    ),
  message: (
    base: string,
    account: Account,
    profile: Profile,
    conversationId: string,
    content: string,
  ) =>
    call<{ id: string }>(
      base,
      'POST',
      `/profiles/${profile.id}/conversations/${conversationId}/messages`,
      account.token,
      { message: { content } },
    ),
  invite: (base: string, account: Account, profile: Profile, conversationId: string) =>
    call<{ invite: { token: string } }>(
      base,
      'POST',
      `/profiles/${profile.id}/conversations/${conversationId}/create_invite`,
      account.token,
    ),
  join: (base: string, account: Account, profile: Profile, token: string) =>
    call<{ id: string }>(base, 'POST', '/conversations/join-via-invite', account.token, {
      token,
      profile_id: profile.id,
    }),
};

export interface Member {
  account: Account;
  profile: Profile;
}
export interface MumAndGran {
  mum: Member;
  gran: Member;
}

/** Mum's and Grandma's families: two accounts, each with its one profile. */
export async function seedMumAndGran(base: string): Promise<MumAndGran> {
  const member = async (name: string, nickname: string): Promise<Member> => {
    const account = await seed.account(base, name);
    return { account, profile: await seed.profile(base, account, nickname) };
  };
  return { mum: await member('mum', 'Mum'), gran: await member('gran', 'Grandma') };
}

/** A conversation Mum starts and Grandma joins by its link; its id. */
export async function familyConversation(base: string, family: MumAndGran, title: string) {
  const { mum, gran } = family;
  const { id } = await seed.conversation(base, mum.account, mum.profile, title);
  const { invite } = await seed.invite(base, mum.account, mum.profile, id);
  await seed.join(base, gran.account, gran.profile, invite.token);
  return id;
}

/** Resolves when the page's realtime socket has been accepted (its `ready` frame). */
export function socketReady(page: Page): Promise<void> {
  return new Promise((done) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) done();
      });
    });
  });
}

/** The conversation, once its socket listens: whatever shows up later came over it. */
export async function openConversation(page: Page, id: string, title: string): Promise<void> {
  const ready = socketReady(page);
  await page.goto(`/conversations/${id}`);
  await page.getByRole('heading', { name: title }).waitFor();
  await ready;
}

/** Mum on a phone and Grandma on a desktop (pages of the harness), both in the conversation. */
export async function openOnBoth(
  h: { as(size: BrowserContextOptions, account: Account, profile: Profile): Promise<Page> },
  family: MumAndGran,
  id: string,
  title: string,
): Promise<{ mum: Page; gran: Page }> {
  const mum = await h.as(PHONE, family.mum.account, family.mum.profile);
  const gran = await h.as(DESKTOP, family.gran.account, family.gran.profile);
  for (const page of [mum, gran]) await openConversation(page, id, title);
  return { mum, gran };
}

/** A browser context already signed in as the account, with the profile as current. */
export async function signedInContext(
  browser: Browser,
  options: BrowserContextOptions,
  baseURL: string,
  account: Account,
  profile: Profile | null,
): Promise<BrowserContext> {
  const context = await watchCsp(await browser.newContext({ ...options, baseURL }));
  await context.addInitScript(
    ([token, user, current]) => {
      // Only seed an empty storage, so that a test can still sign out and stay signed out.
      if (window.localStorage.getItem('seeded')) return;
      window.localStorage.setItem('seeded', '1');
      window.localStorage.setItem('api_token', token);
      window.localStorage.setItem('user', user);
      if (current) window.localStorage.setItem('current_profile', current);
    },
    [account.token, JSON.stringify(account.user), profile ? JSON.stringify(profile) : ''] as const,
  );
  return context;
}

/**
 * Fails the test with readable lines when axe finds a serious or critical violation, or the
 * page broke its Content Security Policy.
 */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
  // On a phone, the same screen in the pseudo-locale: every sentence from the catalogs, none cut.
  const width = page.viewportSize()?.width ?? 0;
  if (width > 0 && width <= 500) await expectTranslated(page, page.url());
}

/** Saves the screen as e2e/artifacts/<name>-<width>.png. */
export async function snap(page: Page, name: string, width: string): Promise<void> {
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
}

/** Accepts the next window.alert and resolves with its text. */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((done) => {
    page.once('dialog', (dialog) => {
      done(dialog.message());
      void dialog.accept();
    });
  });
}

export const SCREENSHOTS = resolve(import.meta.dirname, '../../docs/screenshots');

/**
 * The screen at 390 px, one CSS pixel a pixel, as docs/screenshots/first-hour-<name>.png, only
 * when UPDATE_SCREENSHOTS=1: an ordinary run leaves the committed pictures alone. The width
 * changes either way, so that a run checks the same screen it would picture.
 */
export async function firstHourShot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: resolve(SCREENSHOTS, `first-hour-${name}.png`), scale: 'css' });
}

/**
 * The screen as it is (its own width), one CSS pixel a pixel: always as e2e/artifacts/<name>.png,
 * and as docs/screenshots/<name>.png only when UPDATE_SCREENSHOTS=1.
 */
export async function docShot(page: Page, name: string): Promise<void> {
  const shoot = (path: string) => page.screenshot({ path, scale: 'css' });
  await shoot(resolve(ARTIFACTS, `${name}.png`));
  if (process.env.UPDATE_SCREENSHOTS === '1') await shoot(resolve(SCREENSHOTS, `${name}.png`));
}
