// Draws the app icons from the brand (lucide's flame, white, in the primary colour) with the
// Chromium the tests use: `node scripts/make-icons.mjs` writes apps/web/public/icons/*.png.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const PRIMARY = '#C2410C';
const FLAME =
  'M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4';

/** The flame drawn `share` of the side wide, centred; a maskable icon keeps it in the safe zone. */
function svg(size, { rounded, share }) {
  const scale = (size * share) / 24;
  const offset = (size - 24 * scale) / 2;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${PRIMARY}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${FLAME}"/></g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, share: 0.62 },
  { file: 'icon-512.png', size: 512, rounded: true, share: 0.62 },
  // Masks may cut everything outside the middle 80 % circle: the flame stays well inside it.
  { file: 'maskable-512.png', size: 512, rounded: false, share: 0.5 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, share: 0.6 },
  // Android's status bar shows the badge as a white silhouette.
  { file: 'badge-96.png', size: 96, rounded: false, share: 0.8, badge: true },
];

const out = new URL('../apps/web/public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const icon of icons) {
  let markup = svg(icon.size, icon);
  if (icon.badge) markup = markup.replace(`fill="${PRIMARY}"`, 'fill="none"');
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${markup}`);
  await page.locator('svg').screenshot({
    path: new URL(icon.file, out).pathname,
    omitBackground: true,
  });
}
await browser.close();
