import { Readable } from 'node:stream';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS, MEDIA_MESSAGES, type Media } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { mediaFixture } from '../../test/fixtures/media/media-fixture.js';
import { fetchMedia, upload } from '../../test/media.js';
import { useTestApp } from '../../test/use-test-app.js';

const PHOTOS: [string, string, number, number][] = [
  // Stored 64 x 48 with orientation 6: shown (and answered) 48 x 64.
  ['gps-rotated.jpg', 'image/jpeg', 48, 64],
  ['photo.png', 'image/png', 40, 30],
  ['photo.webp', 'image/webp', 40, 30],
  ['photo.avif', 'image/avif', 40, 30],
  ['animated.gif', 'image/gif', 16, 16],
  // The header does not decide: a PNG declared as a video is a photo.
  ['photo.png', 'video/mp4', 40, 30],
];

/** The chunk types of a RIFF (WebP) file, in order. */
function riffChunks(bytes: Buffer): string[] {
  const chunks = [];
  for (
    let at = 12;
    at + 8 <= bytes.length;
    at += 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2)
  ) {
    chunks.push(bytes.toString('latin1', at, at + 4));
  }
  return chunks;
}

describe.each(DIALECTS)('photo upload on %s', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;
  const family = () => t.api.family(`photo-${(n += 1)}@example.org`);
  const send = async (bytes: Buffer, contentType = 'image/jpeg') => {
    const f = await family();
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, bytes, { contentType });
    return { f, res };
  };
  const variantsOf = (id: string) =>
    t.app.ctx.db.selectFrom('media').selectAll().where('variant_of', '=', id).execute();
  const served = async (id: string, holder: string) => {
    const res = await fetchMedia(t, t.app.ctx.mediaUrls.urlFor(id, holder));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    return res.rawPayload;
  };

  it.each(PHOTOS)(
    'stores %s (sent as %s) as a WebP of its displayed size',
    async (name, type, w, h) => {
      const { f, res } = await send(mediaFixture(name), type);
      expect(res.statusCode).toBe(201);
      const { media } = res.json<{ media: Media }>();
      expect(media).toEqual({
        id: expect.any(String),
        mime_type: 'image/webp',
        byte_size: expect.any(Number),
        width: w,
        height: h,
        duration_ms: null,
      });
      const [thumb, ...others] = await variantsOf(media.id);
      expect(others).toEqual([]);
      expect(thumb).toMatchObject({
        variant: 'thumb',
        mime_type: 'image/webp',
        width: w,
        height: h,
      });
      const row = await t.app.ctx.db
        .selectFrom('media')
        .selectAll()
        .where('id', '=', media.id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(row.placeholder!, 'base64').length).toBeGreaterThan(5);
      const display = await served(media.id, f.profile.id);
      expect(display.length).toBe(media.byte_size);
      expect((await sharp(display).metadata()).format).toBe('webp');
    },
  );

  it('keeps an animated GIF animated, as an animated WebP', async () => {
    const { f, res } = await send(mediaFixture('animated.gif'), 'image/gif');
    const display = await served(res.json<{ media: Media }>().media.id, f.profile.id);
    const meta = await sharp(display, { animated: true }).metadata();
    expect(meta.pages).toBe(3);
    expect(riffChunks(display)).toContain('ANIM');
  });

  it('strips the location and every metadata block, and turns the photo upright', async () => {
    const original = mediaFixture('gps-rotated.jpg');
    // The fixture does carry them, as read by the same reader.
    const before = await exifr.parse(original, { gps: true, xmp: true, iptc: true });
    expect(before).toMatchObject({
      latitude: expect.closeTo(48.8584, 3),
      City: 'Paris',
      Make: 'HearthCam',
    });
    expect((await sharp(original).metadata()).orientation).toBe(6);

    const { f, res } = await send(original);
    const { media } = res.json<{ media: Media }>();
    const [thumb] = await variantsOf(media.id);
    for (const bytes of [
      await served(media.id, f.profile.id),
      await served(thumb!.id, f.profile.id),
    ]) {
      expect(
        riffChunks(bytes).filter((c) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(c)),
      ).toEqual([]);
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      for (const marker of [
        'Exif',
        'GPS',
        'Paris',
        'Secret garden',
        'HearthCam',
        'http://ns.adobe.com',
      ]) {
        expect(bytes.includes(Buffer.from(marker))).toBe(false);
      }
      // Upright: the red top of the camera's frame, turned a quarter clockwise, is on the right.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBeLessThan(info.height);
      const pixel = (x: number, y: number) => [
        ...data.subarray(
          (y * info.width + x) * info.channels,
          (y * info.width + x) * info.channels + 3,
        ),
      ];
      const middle = Math.floor(info.height / 2);
      expect(pixel(info.width - 2, middle)[0]).toBeGreaterThan(180);
      expect(pixel(1, middle)[2]).toBeGreaterThan(150);
    }
  });

  it.each([
    ['an SVG image', 'image.svg', 'image/svg+xml'],
    ['an HTML page declared as a PNG', 'page.html', 'image/png'],
    ['a GIF with a script after its end', 'polyglot.gif', 'image/gif'],
  ])('refuses %s with 415', async (_what, name, type) => {
    const { res } = await send(mediaFixture(name), type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: MEDIA_MESSAGES.notMedia,
      code: 'unsupported_media_type',
    });
  });

  it('refuses a photo over 50 megapixels with 422 from its header', async () => {
    // 7100 x 7100 of one colour: a few KB that would decode to 50.4 megapixels.
    const bomb = await sharp({
      create: { width: 7100, height: 7100, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { res } = await send(bomb, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: MEDIA_MESSAGES.photoTooManyPixels,
      code: 'validation_failed',
    });
  });

  it('refuses a photo whose bytes do not decode with 422', async () => {
    const { res } = await send(mediaFixture('gps-rotated.jpg').subarray(0, 200));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(MEDIA_MESSAGES.photoUnreadable);
  });

  it('refuses a photo body once it passes 25 MB, without taking the rest', async () => {
    const f = await family();
    const total = LIMITS.photoMaxBytes + 2 * 1024 * 1024;
    const piece = Buffer.alloc(64 * 1024, 1);
    const counter = { produced: 0 };
    const stream = Readable.from(
      (function* () {
        for (; counter.produced < total; counter.produced += piece.length) {
          yield counter.produced === 0
            ? Buffer.concat([mediaFixture('gps-rotated.jpg'), piece])
            : piece;
        }
      })(),
      { objectMode: false },
    );
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, Buffer.alloc(0), {
      contentType: 'image/jpeg',
      payload: stream,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: MEDIA_MESSAGES.photoTooLarge,
      code: 'body_too_large',
    });
    expect(counter.produced).toBeLessThan(total);
  });

  it('refuses a photo declared over 25 MB on its first bytes', async () => {
    const f = await family();
    const res = await upload(
      t,
      f.token,
      f.profile.id,
      f.conversation.id,
      mediaFixture('photo.png'),
      {
        headers: { 'content-length': String(LIMITS.photoMaxBytes + 1) },
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(res.json().error).toBe(MEDIA_MESSAGES.photoTooLarge);
  });

  it('answers 404 for another family’s conversation', async () => {
    const mine = await family();
    const theirs = await family();
    const res = await upload(
      t,
      mine.token,
      mine.profile.id,
      theirs.conversation.id,
      mediaFixture('photo.png'),
    );
    expect(res.statusCode).toBe(404);
  });

  it('counts every stored size in the quota', async () => {
    const { f, res } = await send(mediaFixture('gps-rotated.jpg'));
    const { media } = res.json<{ media: Media }>();
    const [thumb] = await variantsOf(media.id);
    const { usedBytes } = await import('./media.repository.js');
    expect(await usedBytes(t.app.ctx.db, f.user.id)).toBe(media.byte_size + thumb!.byte_size);
  });
});
