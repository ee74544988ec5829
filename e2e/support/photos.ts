import exifr from 'exifr';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** What Playwright's setInputFiles takes for a file made in the test. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Where the photos were "taken": what the server must strip before anyone else sees them. */
export const TAKEN_AT = { latitude: 48.8566, longitude: 2.3522 };

/** A small scene (sky, sun, sea) in the given colours, so that screenshots show photos. */
function scene(width: number, height: number, sky: string, sea: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="60%" fill="${sky}"/>
      <rect y="60%" width="100%" height="40%" fill="${sea}"/>
      <circle cx="70%" cy="30%" r="${Math.round(height / 8)}" fill="#ffd23f"/>
    </svg>`,
  );
}

/** A JPEG of a scene, as a phone's camera would give it. */
export async function jpeg(name: string, width: number, height: number, sky: string, sea: string) {
  const buffer = await sharp(scene(width, height, sky, sea))
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer } satisfies PickedFile;
}

/**
 * A 12-megapixel camera photo of about 5 MB, with the sensor's grain (noise does not compress,
 * which gives it a camera's size) and the GPS position in its EXIF.
 */
export async function cameraPhoto(name: string): Promise<PickedFile> {
  const { data, info } = await sharp(scene(4000, 3000, '#7fb7e6', '#1f6f8b'))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 1) {
    data[i] = Math.max(0, Math.min(255, data[i]! + Math.round((Math.random() - 0.5) * 80)));
  }
  const dms = (value: number) => {
    const minutes = (value % 1) * 60;
    return `${Math.floor(value)}/1 ${Math.floor(minutes)}/1 ${Math.round((minutes % 1) * 6000)}/100`;
  };
  const buffer = await sharp(data, { raw: info })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Hearth', Model: 'Test camera' },
      // libvips names the GPS directory IFD3.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: dms(TAKEN_AT.latitude),
        GPSLongitudeRef: 'E',
        GPSLongitude: dms(TAKEN_AT.longitude),
      },
    })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The GPS position a JPEG or WebP carries, or undefined: read by exifr from the bytes. */
export async function gpsOf(bytes: Buffer): Promise<{ latitude: number } | undefined> {
  return (await exifr.gps(bytes).catch(() => undefined)) ?? undefined;
}

/** The bytes of an image as the page itself fetches them (same cookies, same origin). */
export async function fetchedInPage(page: Page, url: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (src) => {
    const response = await fetch(src);
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  }, url);
  return Buffer.from(bytes);
}

/** A finger (touch) sliding sideways across the element, as on a phone. */
export async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on screen');
  const y = Math.round(box.y + box.height / 2);
  const x = Math.round(box.x + box.width / 2 - dx / 2);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: at, y, id: 1 }],
    });
  await touch('touchStart', x);
  for (let step = 1; step <= 5; step += 1) await touch('touchMove', x + (dx * step) / 5);
  await touch('touchEnd', x + dx);
  await cdp.detach();
}
