import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import {
  expectAccessible,
  PASSWORD,
  seed,
  signedInContext,
  type Account,
  type Profile,
} from './support/hearth.js';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/process.js';
import { readZip } from '../apps/server/src/test/zip.js';

// A family running its conversation and owning its data, in Chromium: leaving, revoking a link,
// taking the data home and opening it offline, and deleting the account.

let server: ServerProcess;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function family(name: string, nickname: string) {
  const account = await seed.account(server.url, name);
  const profile = await seed.profile(server.url, account, nickname);
  return { account, profile };
}

async function contextFor(who: { account: Account; profile: Profile }, options = DESKTOP) {
  const context = await signedInContext(browser, options, server.url, who.account, who.profile);
  contexts.push(context);
  return context;
}

async function openConversation(context: BrowserContext, id: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/conversations/${id}`);
  // The header's menu shows once the conversation has loaded, with or without messages.
  await page.getByRole('button', { name: 'Conversation menu' }).waitFor();
  return page;
}

beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('a family conversation', () => {
  it('lets Grandma leave, and Mum sees her go', async () => {
    const mum = await family('mum-leave', 'Mum');
    const gran = await family('gran-leave', 'Grandma');
    const room = await seed.conversation(server.url, mum.account, mum.profile, 'Leaving room');
    const { invite } = await seed.invite(server.url, mum.account, mum.profile, room.id);
    await seed.join(server.url, gran.account, gran.profile, invite.token);
    await seed.message(server.url, mum.account, mum.profile, room.id, 'hello all');
    const mumPage = await openConversation(await contextFor(mum, PHONE), room.id);
    const granPage = await openConversation(await contextFor(gran), room.id);
    await mumPage.getByText('Mum, Grandma').waitFor();

    await granPage.getByRole('button', { name: 'Conversation menu' }).click();
    await granPage.getByRole('menuitem', { name: 'Leave Conversation' }).click();
    await granPage.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await granPage.waitForURL('**/conversations');
    await granPage.getByText('Leaving room').waitFor({ state: 'detached' });
    // Live, without a reload: the header names only Mum now.
    await mumPage.getByText('Grandma').waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('revokes an invite link: the other browser is told "Invalid invite link"', async () => {
    const mum = await family('mum-revoke', 'Mum');
    const cousin = await family('cousin-revoke', 'Cousin');
    const room = await seed.conversation(server.url, mum.account, mum.profile, 'Revoked room');
    const { invite } = await seed.invite(server.url, mum.account, mum.profile, room.id);
    const mumPage = await openConversation(await contextFor(mum), room.id);
    await mumPage.getByRole('button', { name: 'Conversation menu' }).click();
    await mumPage.getByRole('menuitem', { name: 'Share Invite Link' }).click();
    const dialog = mumPage.getByRole('dialog');
    await dialog.getByLabel('Invite link', { exact: true }).waitFor();
    await dialog.getByText('Link settings').click();
    const links = dialog.getByRole('list', { name: 'Active invite links' });
    // The one made by the dialog and the one made before it.
    await expect.poll(() => links.getByRole('listitem').count()).toBe(2);
    await expectAccessible(mumPage);
    while ((await links.getByRole('button', { name: /Revoke/ }).count()) > 0) {
      const before = await links.getByRole('listitem').count();
      await links
        .getByRole('button', { name: /Revoke/ })
        .first()
        .click();
      await expect.poll(() => links.getByRole('listitem').count()).toBe(before - 1);
    }
    const cousinPage = await (await contextFor(cousin, PHONE)).newPage();
    await cousinPage.goto(`/join?token=${invite.token}`);
    await cousinPage.getByText('Invalid invite link').waitFor({ timeout: 10_000 });
    expect(await cousinPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });
});

describe("a family's data", () => {
  it('exports a zip whose index.html opens offline, plays a recording, quotes and reacts', async () => {
    const mum = await family('mum-export', 'Mum');
    const room = await seed.conversation(server.url, mum.account, mum.profile, 'Recorded room');
    const kept = await seed.message(server.url, mum.account, mum.profile, room.id, 'words to keep');
    const base = `${server.url}/api/v1/profiles/${mum.profile.id}/conversations/${room.id}`;
    const auth = { Authorization: `Bearer ${mum.account.token}` };
    const json = { ...auth, 'Content-Type': 'application/json' };
    const reacted = await fetch(
      `${base}/messages/${kept.id}/reactions/${encodeURIComponent('❤️')}`,
      {
        method: 'PUT',
        headers: auth,
      },
    );
    expect(reacted.status).toBe(204);
    const replied = await fetch(`${base}/messages`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ message: { content: 'and these too', reply_to_id: kept.id } }),
    });
    expect(replied.status).toBe(201);
    const recording = readFileSync(
      new URL('../apps/server/src/test/fixtures/voice.webm', import.meta.url),
    );
    const uploaded = await fetch(`${base}/media`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'audio/webm;codecs=opus' },
      body: recording,
    });
    const { media } = (await uploaded.json()) as { media: { id: string } };
    const sent = await fetch(`${base}/messages`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: { content: '', audio_id: media.id } }),
    });
    expect(sent.status).toBe(201);

    const context = await contextFor(mum);
    const page = await context.newPage();
    await page.goto('/profiles');
    await page.getByText('Your family’s data').click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data (zip)' }).click();
    const file = await (await download).path();
    const zip = await readZip(readFileSync(file));
    const dir = mkdtempSync(join(tmpdir(), 'hearth-export-'));
    for (const [name, bytes] of zip) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), bytes);
    }
    const offline = await context.newPage();
    await offline.goto(pathToFileURL(join(dir, 'index.html')).href);
    await offline.getByText('words to keep').first().waitFor();
    const audio = offline.getByLabel('Voice message from Mum');
    await audio.evaluate((el: HTMLAudioElement) => el.play());
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);

    // The reply quotes what it answers, and the quote leads to it; the reaction is a chip.
    const quote = offline.getByRole('link', { name: /In reply to Mum.*words to keep/ });
    await quote.click();
    expect(new URL(offline.url()).hash).toBe(`#p0-${kept.id}`);
    const original = offline.locator(`[id="p0-${kept.id}"]`);
    expect(await original.textContent()).toContain('words to keep');
    const chips = original.getByRole('list', { name: 'Reactions' });
    expect((await chips.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual([
      '❤️ 1 · Mum',
    ]);
    expect(await seriousViolations(offline)).toEqual([]);
  });

  it('deletes the account after its password; it cannot sign in again', async () => {
    const mum = await family('mum-delete', 'Mum');
    const page = await (await contextFor(mum)).newPage();
    await page.goto('/profiles');
    await page.getByText('Your family’s data').click();
    await expectAccessible(page);
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('button', { name: 'Yes, delete everything for good' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('status').filter({ hasText: 'all its data were deleted' }).waitFor();
    await expectAccessible(page);
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email_address: mum.account.email, password: PASSWORD }),
    });
    expect(login.status).toBe(401);
  });
});
