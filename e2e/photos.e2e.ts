import type { Locator, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA } from './support/browser.js';
import {
  docShot,
  expectAccessible,
  familyConversation,
  openOnBoth,
  seedMumAndGran,
  type MumAndGran,
} from './support/hearth.js';
import { useHarness } from './support/harness.js';
import {
  cameraPhoto,
  fetchedInPage,
  gpsOf,
  jpeg,
  swipe,
  TAKEN_AT,
  type PickedFile,
} from './support/photos.js';

// Two families: Mum sends from a phone (a fake camera films for her), Grandma looks on a desktop.
// Whatever reaches the other page without a reload came over the socket.

const h = useHarness({ browserArgs: FAKE_MEDIA });

interface Family extends MumAndGran {
  conversationId: string;
}

/** Fresh accounts and a conversation of their own for each test: no test sees another's photos. */
async function family(): Promise<Family> {
  const both = await seedMumAndGran(h.server.url);
  return { ...both, conversationId: await familyConversation(h.server.url, both, 'Holidays') };
}

const openPages = (f: Family) => openOnBoth(h, f, f.conversationId, 'Holidays');

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const bubble = (page: Page, caption: string): Locator =>
  log(page).getByRole('listitem').filter({ hasText: caption });

async function sendPhotos(page: Page, files: PickedFile[], caption: string) {
  await page.getByTestId('photo-input').setInputFiles(files);
  await page.getByRole('list', { name: 'Photos to send' }).waitFor();
  await page.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

interface StoredMessage {
  kind: string;
  content: string;
  created_at: string;
}

/** The messages of a kind the server holds in the conversation with this caption. */
async function stored(f: Family, kind: string, caption: string): Promise<StoredMessage[]> {
  const { gran, conversationId } = f;
  const response = await fetch(
    `${h.server.url}/api/v1/profiles/${gran.profile.id}/conversations/${conversationId}`,
    { headers: { Authorization: `Bearer ${gran.account.token}` } },
  );
  const body = (await response.json()) as { messages: StoredMessage[] };
  return body.messages.filter((m) => m.kind === kind && m.content === caption);
}

/** The photo messages the page's outbox keeps in IndexedDB (what outlives a reload). */
function keptPhotos(page: Page): Promise<{ content: string; files: number }[]> {
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
            type Kept = { kind: string; content: string; files?: unknown[] };
            const photos = (all.result as Kept[]).filter((item) => item.kind === 'photo');
            done(photos.map((p) => ({ content: p.content, files: p.files?.length ?? 0 })));
          };
          all.onerror = () => fail(all.error);
        };
      }),
  );
}

const photoName = (n: number) => new RegExp(`^Photo from Mum, ${n} of 3`);

/** The viewer's photo as shown: its counter, and the image it displays, loaded. */
async function showing(page: Page, n: number) {
  const viewer = page.getByRole('dialog', { name: 'Mum' });
  await viewer.getByText(`${n} of 3`, { exact: true }).waitFor();
  const image = viewer.getByRole('img', { name: photoName(n) });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image;
}

describe('photos and videos between two families', () => {
  it('sends photos and a video; the other family sees them live, in the viewer and the album', async () => {
    const f = await family();
    const { mum, gran } = await openPages(f);
    const camera = await cameraPhoto('IMG_0001.jpg');
    expect(camera.buffer.byteLength).toBeGreaterThan(4_000_000);
    expect((await gpsOf(camera.buffer))?.latitude).toBeCloseTo(TAKEN_AT.latitude, 3);
    const photos = [
      camera,
      await jpeg('IMG_0002.jpg', 1600, 1200, '#f4a261', '#264653'),
      await jpeg('IMG_0003.jpg', 1200, 1600, '#e9c46a', '#2a9d8f'),
    ];

    // a. Three photos with a caption, from the phone.
    await sendPhotos(mum, photos, 'At the beach');
    const mine = bubble(mum, 'At the beach');
    await mine.getByRole('img', { name: 'Sent' }).waitFor({ timeout: 30_000 });
    expect(await mum.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');

    // Grandma sees them as a grid, live, each tile named and loaded.
    const theirs = bubble(gran, 'At the beach');
    await theirs.waitFor({ timeout: 20_000 });
    for (const n of [1, 2, 3]) {
      const tile = theirs.getByRole('img', { name: photoName(n) });
      await expect
        .poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // Nor does the thumbnail in the grid.
    const thumb = theirs.getByRole('img', { name: photoName(1) });
    expect(
      await gpsOf(await fetchedInPage(gran, (await thumb.getAttribute('src')) ?? '')),
    ).toBeUndefined();
    await expectAccessible(gran);
    await expectAccessible(mum);
    await mum.setViewportSize({ width: 390, height: 844 });
    await bubble(mum, 'At the beach').scrollIntoViewIfNeeded();
    await docShot(mum, 'photos-grid');

    // The viewer: the arrow key, then a drag of the mouse, then Escape back to the tile.
    await theirs.getByRole('button', { name: photoName(1) }).click();
    const first = await showing(gran, 1);
    // What is shown is the display size, without where the photo was taken.
    const shown = await fetchedInPage(gran, (await first.getAttribute('src')) ?? '');
    expect(await gpsOf(shown)).toBeUndefined();
    expect((await sharp(shown).metadata()).exif).toBeUndefined();
    expect(
      Math.max(
        ...(await first.evaluate((i: HTMLImageElement) => [i.naturalWidth, i.naturalHeight])),
      ),
    ).toBe(2048);
    await gran.keyboard.press('ArrowRight');
    await showing(gran, 2);
    const stage = gran
      .getByRole('dialog', { name: 'Mum' })
      .getByRole('img', { name: photoName(2) });
    const box = await stage.boundingBox();
    if (!box) throw new Error('the photo is not on screen');
    await gran.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2);
    await gran.mouse.down();
    await gran.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2, { steps: 5 });
    await gran.mouse.up();
    await showing(gran, 3);
    await expectAccessible(gran);
    await gran.keyboard.press('Escape');
    await gran.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => gran.evaluate(() => document.activeElement?.querySelector('img')?.alt ?? ''))
      .toMatch(photoName(1));

    // On the phone, a finger swipes to the next photo.
    await mine.getByRole('button', { name: /1 of 3/ }).click();
    await mum.getByRole('dialog').getByText('1 of 3', { exact: true }).waitFor();
    await swipe(mum, mum.getByRole('dialog').getByRole('img', { name: /1 of 3/ }), -160);
    await mum.getByRole('dialog').getByText('2 of 3', { exact: true }).waitFor();
    await expect
      .poll(() =>
        mum
          .getByRole('dialog')
          .getByRole('img', { name: /2 of 3/ })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await docShot(mum, 'photos-viewer');
    await expectAccessible(mum);
    await mum.keyboard.press('Escape');
    await mum.getByRole('dialog').waitFor({ state: 'detached' });

    // b. A video filmed with the fake camera, watched, sent; Grandma plays it to its end.
    await mum.getByRole('textbox', { name: 'Message' }).fill('Waves');
    await mum.getByRole('button', { name: 'Record or choose a video' }).click();
    const recorder = mum.getByRole('dialog', { name: 'Video message' });
    await recorder.getByRole('button', { name: 'Start recording' }).click();
    const timer = recorder.getByRole('timer', { name: 'Seconds recorded' });
    await expect
      .poll(async () => Number((await timer.textContent())?.split(':')[1]), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await recorder.getByRole('button', { name: 'Stop recording' }).click();
    await recorder.getByText(/^Recorded 0:0\d\. Watch it, then send it\.$/).waitFor();
    const preview = recorder.locator('video[aria-label="Your video"]');
    await expect
      .poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThanOrEqual(1);
    await recorder.getByRole('button', { name: 'Send video' }).click();
    await recorder.waitFor({ state: 'detached' });
    await bubble(mum, 'Waves').getByRole('img', { name: 'Sent' }).waitFor({ timeout: 60_000 });

    const film = bubble(gran, 'Waves');
    await film.getByRole('button', { name: /^Play video from Mum, \d+ seconds?$/ }).click();
    const video = film.locator('video');
    expect(await video.getAttribute('aria-label')).toMatch(/^Video from Mum, \d+ seconds?$/);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 20_000 })
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
    expect(await stored(f, 'photo', 'At the beach')).toHaveLength(1);
    expect(await stored(f, 'video', 'Waves')).toHaveLength(1);

    // c. The album, from the profile menu: this month holds the three photos and the video.
    await mum.getByRole('button', { name: /^Mum, profile menu/ }).click();
    await mum.getByRole('menuitem', { name: 'Family album' }).click();
    await mum.getByRole('heading', { name: 'Family album', level: 1 }).waitFor();
    // The month the server dated them, as the browser (same clock, same zone) names it.
    const [sent] = await stored(f, 'video', 'Waves');
    const month = new Date(sent?.created_at ?? '').toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
    });
    const thisMonth = mum.getByRole('region', { name: month });
    await thisMonth.getByRole('heading', { name: month }).waitFor();
    expect(await mum.getByRole('region').count()).toBe(1);
    const tiles = thisMonth.getByRole('listitem');
    await expect.poll(() => tiles.count()).toBe(4);
    // Newest first: the video, then the photos in their order.
    await tiles
      .nth(0)
      .getByRole('button', { name: /^Video from Mum, \d+ seconds?: Waves$/ })
      .waitFor();
    for (const n of [1, 2, 3]) {
      await tiles
        .nth(n)
        .getByRole('img', { name: photoName(n) })
        .waitFor();
    }
    await expectAccessible(mum);
    await docShot(mum, 'album');
    // The album's viewer plays the video too.
    await tiles.nth(0).getByRole('button').click();
    const albumVideo = mum.getByRole('dialog').locator('video');
    await expect
      .poll(() => albumVideo.evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThanOrEqual(1);
  });

  it('keeps a photo sent offline through a reload, and sends it once', async () => {
    const f = await family();
    const { mum, gran } = await openPages(f);
    const photo = await jpeg('IMG_0100.jpg', 1200, 900, '#a8dadc', '#457b9d');

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
      await sendPhotos(mum, [photo], 'From the train');
      await bubble(mum, 'From the train').getByText('Waiting for connection…').waitFor();
      await expect.poll(() => keptPhotos(mum)).toEqual([{ content: 'From the train', files: 1 }]);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await stored(f, 'photo', 'From the train')).toHaveLength(0);

      await mum.context().setOffline(false);
      await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const heldBefore = held.length;
      await mum.reload();
      await mum.getByRole('heading', { name: 'Holidays' }).waitFor();
      await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(heldBefore);
      await bubble(mum, 'From the train').getByText('Sending…').waitFor();
      expect(await bubble(mum, 'From the train').count()).toBe(1);

      hold = false;
      // The first page's upload went with that page; had it reached the server anyway, the
      // client id would keep it to one upload and one message.
      for (const route of held) await route.continue().catch(() => undefined);
      const mine = bubble(mum, 'From the train');
      await mine.getByRole('img', { name: 'Sent' }).waitFor({ timeout: 20_000 });
      const theirs = bubble(gran, 'From the train');
      await theirs.getByRole('img', { name: /^Photo from Mum: From the train$/ }).waitFor();
      // A second copy would come a moment later, if at all.
      await new Promise((r) => setTimeout(r, 1000));
      expect(await mine.count()).toBe(1);
      expect(await theirs.count()).toBe(1);
      expect(await stored(f, 'photo', 'From the train')).toHaveLength(1);
      await expect.poll(() => keptPhotos(mum)).toEqual([]);
    } finally {
      hold = false;
      await mum.unroute(uploads, gate);
    }
  });
});
