import type { Browser as Firefox } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, FAKE_MEDIA } from './support/browser.js';
import { clickButton, firefoxPageAs, launchFirefox, videoState } from './support/firefox.js';
import { seed, type Account, type Profile } from './support/hearth.js';
import { useHarness } from './support/harness.js';

// A call between two browsers of different engines: Mum in Debian's Chromium (Playwright),
// Grandma in Debian's Firefox ESR (WebDriver BiDi). Each sees and hears the other, and the
// record of the call is left in the conversation for both.

const h = useHarness({
  browserArgs: [
    ...FAKE_MEDIA,
    '--allow-loopback-in-peer-connection',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

let firefox: Firefox;
let mum: { account: Account; profile: Profile };
let gran: { account: Account; profile: Profile };
let conversationId: string;
const TITLE = 'Across browsers';

beforeAll(async () => {
  firefox = await launchFirefox();
  const base = h.server.url;
  const mumAccount = await seed.account(base, 'mum');
  mum = { account: mumAccount, profile: await seed.profile(base, mumAccount, 'Mum') };
  const granAccount = await seed.account(base, 'gran');
  gran = { account: granAccount, profile: await seed.profile(base, granAccount, 'Grandma') };
  ({ id: conversationId } = await seed.conversation(base, mum.account, mum.profile, TITLE));
  const { invite } = await seed.invite(base, mum.account, mum.profile, conversationId);
  await seed.join(base, gran.account, gran.profile, invite.token);
});
afterAll(async () => firefox?.close());

describe('A call from Chromium to Firefox', () => {
  it('Mum (Chromium) calls Grandma (Firefox): both see each other; hanging up leaves the record', async () => {
    const granPage = await firefoxPageAs(firefox, h.server.url, gran.account, gran.profile);
    await granPage.goto(`${h.server.url}/conversations/${conversationId}`);
    // A ring sent before Grandma's socket listens would only be a push away.
    await granPage.waitForFunction(() => (window as unknown as { __ready: boolean }).__ready, {
      timeout: 30_000,
    });

    const mumPage = await h.as(DESKTOP, mum.account, mum.profile);
    await mumPage.goto(`/conversations/${conversationId}`);
    await mumPage.getByRole('heading', { name: TITLE }).waitFor();
    await mumPage.getByRole('button', { name: 'Video call' }).click();
    await mumPage.getByRole('dialog', { name: `Video call: ${TITLE}` }).waitFor();

    await clickButton(granPage, 'Answer');
    // Each side's picture of the other has a size and a clock that moves.
    const mumSees = () => mumPage.evaluate(videoState, 'Grandma');
    const granSees = () => granPage.evaluate(videoState, 'Mum');
    for (const sees of [mumSees, granSees]) {
      await expect.poll(async () => (await sees()).width, { timeout: 30_000 }).toBeGreaterThan(0);
      const before = (await sees()).time;
      await expect.poll(async () => (await sees()).time).toBeGreaterThan(before);
    }

    await clickButton(granPage, 'Hang up');
    await mumPage
      .getByRole('dialog', { name: `Video call: ${TITLE}` })
      .waitFor({ state: 'detached' });
    const record = 'Video call, less than a minute';
    await mumPage.getByRole('log', { name: 'Messages' }).getByText(record).waitFor();
    await granPage.waitForFunction(
      (text) => document.querySelector('[role="log"]')?.textContent?.includes(text),
      { timeout: 15_000 },
      record,
    );
  });
});
