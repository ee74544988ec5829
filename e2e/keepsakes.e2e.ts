import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.js';
import {
  ARTIFACTS,
  expectAccessible,
  SCREENSHOTS,
  seed,
  type Account,
  type Profile,
} from './support/hearth.js';
import { useHarness } from './support/harness.js';

// Grandma's conversation holds a few texts, a voice message and a read-aloud, all seeded through
// the API: the tests are about the keepsakes made of them.

const h = useHarness();
let account: Account;
let profile: Profile;
let conversationId: string;

const recording = (name: string) =>
  readFileSync(new URL(`../apps/server/src/test/fixtures/${name}`, import.meta.url));

async function api(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${account.token}` };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${h.server.url}/api/v1${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string>) },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

async function upload(name: string, type: string): Promise<string> {
  const room = `/profiles/${profile.id}/conversations/${conversationId}`;
  const { media } = await api(`${room}/media`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: recording(name),
  });
  return (media as { id: string }).id;
}

beforeAll(async () => {
  const base = h.server.url;
  account = await seed.account(base, 'keepsake-gran');
  profile = await seed.profile(base, account, 'Grandma');
  conversationId = (await seed.conversation(base, account, profile, 'Our family')).id;
  const room = `/profiles/${profile.id}/conversations/${conversationId}`;
  for (const content of ['Good morning, my darlings!', 'The garden is full of tulips.']) {
    await seed.message(base, account, profile, conversationId, content);
  }
  const voice = await upload('voice.webm', 'audio/webm;codecs=opus');
  await api(`${room}/messages`, {
    method: 'POST',
    json: { message: { content: '', audio_id: voice, waveform: [10, 200, 90] } },
  });
  const pages = [];
  for (const page_number of [1, 2]) {
    pages.push({ page_number, audio_id: await upload('voice.ogg', 'audio/ogg') });
  }
  await api(`${room}/messages`, {
    method: 'POST',
    json: { message: { story: { story_id: 'red-riding-hood', pages } } },
  });
});

async function openConversation(): Promise<Page> {
  const page = await h.as(DESKTOP, account, profile);
  await page.goto(`/conversations/${conversationId}`);
  await page.getByRole('heading', { name: 'Our family' }).waitFor();
  return page;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await click();
  return readFileSync(await (await download).path());
}

describe('keepsakes', () => {
  it('"Save as a book" downloads the read-aloud as an EPUB', async () => {
    const page = await openConversation();
    await page.getByRole('button', { name: 'Story actions' }).click();
    const epub = await downloaded(page, () =>
      page.getByRole('menuitem', { name: 'Save as a book' }).click(),
    );
    // OCF: a zip whose first entry is the stored `mimetype`.
    expect(epub.toString('ascii', 0, 2)).toBe('PK');
    expect(epub.toString('ascii', 30, 38)).toBe('mimetype');
    expect(epub.toString('ascii', 38, 58)).toBe('application/epub+zip');
  });

  it('makes a printed book with its progress, downloads the PDF, and turns its codes off', async () => {
    const page = await openConversation();
    await page.getByRole('button', { name: 'Conversation menu' }).click();
    await page.getByRole('menuitem', { name: 'Make a printed book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a printed book' });
    await expect
      .poll(() => dialog.textContent())
      .toContain('The codes in the book play your family’s voices for anyone holding the book.');
    await expectAccessible(page);
    await dialog.getByLabel('Title of the book').fill('Our year together');
    // The bar shows from the answer to the request until the book is ready: watched as it
    // appears, since a small book may be ready within a second.
    await page.evaluate(() => {
      const seen = ((window as { progressSeen?: string[] }).progressSeen = [] as string[]);
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar) seen.push(bar.getAttribute('value') ?? '');
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dialog.getByRole('button', { name: 'Make the book' }).click();
    const link = dialog.getByRole('link', { name: 'Download the book (PDF)' });
    await link.waitFor({ timeout: 60_000 });
    const seen = await page.evaluate(() => (window as { progressSeen?: string[] }).progressSeen);
    expect(seen?.length).toBeGreaterThan(0);

    const pdf = await downloaded(page, () => link.click());
    expect(pdf.toString('ascii', 0, 5)).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'hearth-keepsake-'));
    try {
      writeFileSync(join(dir, 'book.pdf'), pdf);
      // Title page, the texts and the voice message, then the four pages of the story.
      expect(execFileSync('pdfinfo', [join(dir, 'book.pdf')]).toString()).toMatch(/Pages:\s+6\n/);
      execFileSync('pdftoppm', [
        '-r',
        '110',
        '-png',
        '-f',
        '1',
        '-l',
        '2',
        join(dir, 'book.pdf'),
        join(dir, 'page'),
      ]);
      const first = readFileSync(join(dir, 'page-1.png'));
      writeFileSync(resolve(ARTIFACTS, 'keepsake-first-page.png'), first);
      writeFileSync(
        resolve(ARTIFACTS, 'keepsake-second-page.png'),
        readFileSync(join(dir, 'page-2.png')),
      );
      if (process.env.UPDATE_SCREENSHOTS === '1') {
        writeFileSync(resolve(SCREENSHOTS, 'keepsake-first-page.png'), first);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // The account's settings list the book; "Turn off" stops its codes.
    await page.goto('/profiles');
    await page.getByText('Printed keepsake links').click();
    const row = page.getByRole('listitem').filter({ hasText: 'Our year together' });
    await row.getByText('3 codes').waitFor();
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Turn off the codes of Our year together' }).click();
    await row.getByText('codes turned off').waitFor();
  });
});
