import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.js';
import { useHarness } from './support/harness.js';
import { expectAccessible, seed, type Account, type Profile } from './support/hearth.js';
import { languageShot, tr } from './support/languages.js';

// Each person in their own language: a grandmother reading Spanish and her grandson English in one
// conversation; Arabic right to left; Chinese. Screenshots for the note in docs/screenshots/.

const h = useHarness();

/** Chooses the profile's language as its Edit form does. */
async function speak(account: Account, profile: Profile, language: string): Promise<Profile> {
  const response = await fetch(`${h.server.url}/api/v1/profiles/${profile.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ profile: { language } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Profile;
}

async function open(account: Account, profile: Profile, path: string): Promise<Page> {
  const page = await h.as(PHONE, account, profile);
  await page.goto(path);
  return page;
}

describe('every person in their own language', () => {
  let gran: Account;
  let granProfile: Profile;
  let sam: Account;
  let samProfile: Profile;
  let chatId: string;

  beforeAll(async () => {
    gran = await seed.account(h.server.url, 'abuela');
    granProfile = await speak(gran, await seed.profile(h.server.url, gran, 'Abuela Rosa'), 'es');
    sam = await seed.account(h.server.url, 'sam-en');
    samProfile = await seed.profile(h.server.url, sam, 'Sam');
    chatId = (await seed.conversation(h.server.url, gran, granProfile, 'Familia')).id;
    const { invite } = await seed.invite(h.server.url, gran, granProfile, chatId);
    await seed.join(h.server.url, sam, samProfile, invite.token);
    await seed.message(h.server.url, gran, granProfile, chatId, '¡Hola Sam! ¿Qué tal el cole?');
    await seed.message(h.server.url, sam, samProfile, chatId, 'Hi Grandma! We painted a dragon 🐉');
  });

  it('a grandmother reads Spanish and her grandson English, in one conversation', async () => {
    const abuela = await open(gran, granProfile, `/conversations/${chatId}`);
    await abuela.getByPlaceholder(tr('es', 'Type your message...')).waitFor();
    expect(await abuela.evaluate(() => document.documentElement.lang)).toBe('es');
    // What people wrote is shown as they wrote it.
    await abuela.getByText('Hi Grandma! We painted a dragon 🐉').waitFor();
    await expectAccessible(abuela);
    await languageShot(abuela, 'es-conversation');

    const grandson = await open(sam, samProfile, `/conversations/${chatId}`);
    await grandson.getByPlaceholder('Type your message...').waitFor();
    expect(await grandson.evaluate(() => document.documentElement.lang)).toBe('en');
    await grandson.getByText('¡Hola Sam! ¿Qué tal el cole?').waitFor();
  });

  it('Arabic lays the conversation out right to left; text keeps its own direction', async () => {
    const arabic = await speak(sam, samProfile, 'ar');
    const page = await open(sam, arabic, `/conversations/${chatId}`);
    const box = page.getByPlaceholder(tr('ar', 'Type your message...'));
    await box.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The composer starts at the right: the message box is right of the buttons that follow it.
    const send = page.getByRole('button', { name: tr('ar', 'Send') });
    await box.fill('مرحبا Grandma');
    const [field, button] = [await box.boundingBox(), await send.boundingBox()];
    expect(field && button && button.x < field.x).toBe(true);
    // A Spanish message keeps reading left to right inside the Arabic page.
    const spanish = page.getByText('¡Hola Sam! ¿Qué tal el cole?');
    expect(await spanish.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await expectAccessible(page);
    await languageShot(page, 'ar-conversation');
    await languageShot(page, 'ar-composer', page.locator('form').filter({ has: box }));
    await speak(sam, samProfile, 'en');
  });

  it('Chinese', async () => {
    const chinese = await speak(gran, granProfile, 'zh-Hans');
    const page = await open(gran, chinese, `/conversations/${chatId}`);
    await page.getByPlaceholder(tr('zh-Hans', 'Type your message...')).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    await expectAccessible(page);
    await languageShot(page, 'zh-Hans-conversation');
    await speak(gran, granProfile, 'es');
  });
});
