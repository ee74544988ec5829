import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA } from './support/browser.js';
import { useMumAndGran } from './support/calls.js';
import { expectAccessible, firstHourShot, openOnBoth } from './support/hearth.js';
import { useHarness } from './support/harness.js';

// Two families with a fake microphone (a steady tone): Mum records on a phone, Grandma listens
// on a desktop. Whatever reaches the other page without a reload came over the socket.

const h = useHarness({ browserArgs: FAKE_MEDIA });
const { families, conversationOfBoth } = useMumAndGran(h);

/** A conversation of its own for each try (a retry never meets the first try's messages), open. */
async function openBoth() {
  const conversationId = await conversationOfBoth('Voices');
  return { conversationId, ...(await openOnBoth(h, families, conversationId, 'Voices')) };
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const voiceBubble = (page: Page, player: RegExp): Locator =>
  log(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: player }) });

/** Waits until the recording on screen is at least this many seconds long. */
async function recordedFor(page: Page, seconds: number) {
  const timer = page.getByRole('timer', { name: 'Seconds recorded' });
  await expect
    .poll(async () => Number((await timer.textContent())?.split(':')[1]), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(seconds);
}

/** Records about two seconds with the fake microphone and sends it: a tap, then a tap on the same button. */
async function recordAndSend(page: Page, caption: string) {
  await page.getByRole('button', { name: 'Record a voice message' }).click();
  await recordedFor(page, 2);
  await page.getByLabel('Caption (optional)').fill(caption);
  await page.getByRole('button', { name: 'Send voice message' }).click();
}

/** The voice messages the server holds in the conversation, by caption. */
async function storedVoices(conversationId: string, caption: string): Promise<number> {
  const response = await fetch(
    `${h.server.url}/api/v1/profiles/${families.gran.profile.id}/conversations/${conversationId}`,
    { headers: { Authorization: `Bearer ${families.gran.account.token}` } },
  );
  const body = (await response.json()) as { messages: { kind: string; content: string }[] };
  return body.messages.filter((m) => m.kind === 'voice' && m.content === caption).length;
}

/**
 * The voice items the page's outbox keeps in IndexedDB, with the size of the audio kept with
 * each. A read transaction sees only committed writes, so what is found here outlives a reload.
 */
function keptVoices(page: Page): Promise<{ content: string; bytes: number }[]> {
  return page.evaluate(
    () =>
      new Promise((done, fail) => {
        const open = indexedDB.open('hearth');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => done([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return (db.close(), done([]));
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            db.close();
            type Kept = { kind: string; content: string; audio?: { bytes: ArrayBuffer } };
            const voices = (all.result as Kept[]).filter((item) => item.kind === 'voice');
            done(
              voices.map((v) => ({ content: v.content, bytes: v.audio?.bytes.byteLength ?? 0 })),
            );
          };
          all.onerror = () => fail(all.error);
        };
      }),
  );
}

/** Mum's voice message is sent, reaches Grandma live, and exists once everywhere. */
async function expectVoiceSentOnce(mum: Page, gran: Page, id: string, caption: string) {
  const mine = voiceBubble(mum, /^Play your voice message/).filter({ hasText: caption });
  await mine.getByRole('img', { name: 'Sent' }).waitFor({ timeout: 20_000 });
  const theirs = voiceBubble(gran, /^Play voice message from Mum/).filter({ hasText: caption });
  await theirs.waitFor({ timeout: 15_000 });
  // A second copy would come a moment later, if at all.
  await new Promise((r) => setTimeout(r, 1000));
  expect(await mine.count()).toBe(1);
  expect(await theirs.count()).toBe(1);
  expect(await storedVoices(id, caption)).toBe(1);
  await expect.poll(() => keptVoices(mum)).toEqual([]);
}

/** The audio element's state in the page: what the browser itself reports. */
function audioState(bubble: Locator) {
  return bubble.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    duration: audio.duration,
    ended: audio.ended,
    rate: audio.playbackRate,
  }));
}

describe('voice messages between two families', () => {
  it('records, previews and sends; the other family hears it live; the sender sees it was heard', async () => {
    const { mum, gran } = await openBoth();

    // Record with a pause in the middle; the timer and the limit are on screen.
    await mum.getByRole('button', { name: 'Record a voice message' }).click();
    const timer = mum.getByRole('timer', { name: 'Seconds recorded' });
    await timer.waitFor();
    // She wants to listen first: the recording then stops into the preview.
    await mum.getByRole('checkbox', { name: 'Review before sending' }).check();
    const recordedSeconds = async () => Number((await timer.textContent())?.split(':')[1]);
    expect(await mum.getByText('of at most').locator('..').textContent()).toContain('10:00');
    await expect.poll(recordedSeconds, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await mum.getByRole('button', { name: 'Pause' }).click();
    await mum.getByRole('status').filter({ hasText: 'Paused' }).waitFor();
    // Checked while paused: paused time does not count, so however slow the machine, the
    // recording stays a few seconds long.
    await expectAccessible(mum);
    await mum.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(recordedSeconds, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await mum.getByRole('button', { name: 'Stop' }).click();

    // The preview plays the recording before it is sent.
    await mum.getByText(/^Recorded 0:\d\d\. Listen, then send it\./).waitFor();
    await mum.getByRole('button', { name: 'Play your recording' }).click();
    const preview = mum.getByRole('progressbar', { name: 'Progress of your recording' });
    await expect
      .poll(async () => Number(await preview.getAttribute('aria-valuenow')))
      .toBeGreaterThan(0);
    await mum.getByLabel('Caption (optional)').fill('Hello Grandma');
    await mum.getByRole('button', { name: 'Send voice message' }).click();

    const sent = voiceBubble(mum, /^Play your voice message, \d+ seconds?$/);
    await sent.getByRole('img', { name: 'Sent' }).waitFor({ timeout: 15_000 });
    expect(await sent.textContent()).toContain('Hello Grandma');
    expect(await mum.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');

    // Grandma gets it live, marked as new, and plays it to its end at 1.5x.
    const heard = voiceBubble(gran, /^Play voice message from Mum, \d+ seconds?$/);
    await heard.waitFor({ timeout: 15_000 });
    expect(await heard.getByText('New', { exact: true }).count()).toBe(1);
    expect(await heard.textContent()).toContain('Hello Grandma');
    await expect.poll(async () => (await audioState(heard)).duration).toBeGreaterThan(1);
    // The length the server measured (in the label) is the one the browser plays.
    const label = await heard.getByRole('button', { name: /^Play/ }).getAttribute('aria-label');
    const labelled = Number(/, (\d+) seconds?$/.exec(label ?? '')?.[1]);
    expect(Math.abs(labelled - (await audioState(heard)).duration)).toBeLessThanOrEqual(1);
    await heard.getByRole('button', { name: 'Speed 1x' }).click();
    await heard.getByRole('button', { name: 'Speed 1.5x' }).waitFor();
    await heard.getByRole('button', { name: /^Play voice message from Mum/ }).click();
    await expect.poll(async () => (await audioState(heard)).rate).toBe(1.5);
    await expect.poll(async () => (await audioState(heard)).ended, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => heard.getByText('New', { exact: true }).count()).toBe(0);
    await expectAccessible(gran);

    // Mum sees that Grandma listened, without reloading.
    await sent.getByText('Grandma listened').waitFor({ timeout: 15_000 });

    // The speed is remembered across a reload.
    await gran.reload();
    await voiceBubble(gran, /^Play voice message from Mum/)
      .getByRole('button', { name: 'Speed 1.5x' })
      .waitFor();

    // After a reload, the conversation list previews the voice message from what the server says.
    await gran.goto('/conversations');
    const row = gran.getByRole('link').filter({ hasText: 'Hello Grandma' });
    await row.getByText(/^Voice message \(0:\d\d\): Hello Grandma$/).waitFor();
  });

  it('sends a voice message recorded offline once, when the network returns', async () => {
    const { mum, gran, conversationId } = await openBoth();

    await mum.context().setOffline(true);
    await recordAndSend(mum, 'From the train');
    const pending = log(mum).getByRole('listitem').filter({ hasText: 'From the train' });
    await pending.getByText(/^Voice message \(0:\d\d\)$/).waitFor();
    await pending.getByText('Waiting for connection…').waitFor();
    await expect
      .poll(() => keptVoices(mum))
      .toEqual([{ content: 'From the train', bytes: expect.any(Number) }]);
    expect((await keptVoices(mum))[0]!.bytes).toBeGreaterThan(1000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await storedVoices(conversationId, 'From the train')).toBe(0);

    await mum.context().setOffline(false);
    await expectVoiceSentOnce(mum, gran, conversationId, 'From the train');
  });

  it('keeps a voice message recorded offline through a reload, and sends it once', async () => {
    const { mum, gran, conversationId } = await openBoth();

    // Uploads are held unanswered from the moment the network returns, so that the reloaded
    // page can be seen holding the message as pending. (A reload while offline cannot load the
    // app; Chromium also lifts its emulated offline from a page being replaced.)
    let hold = true;
    const held: Route[] = [];
    const uploads = '**/api/v1/profiles/*/conversations/*/media**';
    const gate = (route: Route) => {
      if (route.request().method() !== 'POST' || !hold) return route.continue();
      held.push(route);
    };
    await mum.route(uploads, gate);
    try {
      await mum.context().setOffline(true);
      await recordAndSend(mum, 'Through a reload');
      const pending = () => log(mum).getByRole('listitem').filter({ hasText: 'Through a reload' });
      await pending().getByText('Waiting for connection…').waitFor();
      await expect.poll(() => keptVoices(mum)).toHaveLength(1);
      await mum.context().setOffline(false);
      await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const heldBefore = held.length;

      await mum.reload();
      await mum.getByRole('heading', { name: 'Voices' }).waitFor();
      await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(heldBefore);
      await pending()
        .getByText(/^Voice message \(0:\d\d\)$/)
        .waitFor();
      await pending().getByText('Sending…').waitFor();
      expect(await pending().count()).toBe(1);

      hold = false;
      // The first page's upload went with that page; had it reached the server anyway, the
      // client id would keep it to one upload and one message.
      for (const route of held) await route.continue().catch(() => undefined);
      await expectVoiceSentOnce(mum, gran, conversationId, 'Through a reload');
    } finally {
      hold = false;
      await mum.unroute(uploads, gate);
    }
  });

  it('holds to talk (letting go sends), slides away or presses Escape to cancel', async () => {
    const { mum, gran, conversationId } = await openBoth();
    const mic = mum.getByRole('button', { name: 'Record a voice message' });
    const centreOfMic = async () => {
      const box = await mic.boundingBox();
      if (!box) throw new Error('the microphone is not on screen');
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    let centre = await centreOfMic();

    // Held down: it records while held and says how to let go or cancel.
    await mum.getByRole('textbox', { name: 'Message' }).fill('Held down');
    await mum.mouse.move(centre.x, centre.y);
    await mum.mouse.down();
    await mum.getByText('Let go to send. Slide away to cancel.').waitFor();
    await recordedFor(mum, 1);
    await expectAccessible(mum);
    await firstHourShot(mum, 'voice-note');
    await mum.mouse.up();
    await expectVoiceSentOnce(mum, gran, conversationId, 'Held down');

    // Slid 80 px away from where the press began: nothing is sent.
    centre = await centreOfMic();
    await mum.mouse.move(centre.x, centre.y);
    await mum.mouse.down();
    await recordedFor(mum, 1);
    await mum.mouse.move(centre.x - 90, centre.y, { steps: 5 });
    await mum.getByText('Voice message cancelled.').waitFor();
    await mum.mouse.up();
    expect(await mum.getByRole('timer').count()).toBe(0);

    // Tapped to start, then Escape: nothing is sent either.
    await mum.getByRole('button', { name: 'Record a voice message' }).click();
    await recordedFor(mum, 1);
    await mum.keyboard.press('Escape');
    await mum.getByRole('button', { name: 'Record a voice message' }).waitFor();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await log(gran).getByRole('listitem').count()).toBe(1);
  });
});
