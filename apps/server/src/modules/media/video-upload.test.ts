import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type Media } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { mediaFixture } from '../../test/fixtures/media/media-fixture.js';
import { fetchMedia, upload } from '../../test/media.js';
import { useTestApp } from '../../test/use-test-app.js';

const VIDEOS: [string, Media['mime_type']][] = [
  ['video.mp4', 'video/mp4'],
  ['video.mov', 'video/quicktime'],
  ['video.webm', 'video/webm'],
];
const LOCATION_MARKS = ['©xyz', 'loci', 'ISO6709', '+48.8584', 'udta'];

/** The offset of the first box of `type` at or after `from` (a plain search of its name). */
const boxAt = (bytes: Buffer, type: string, from = 0) => bytes.indexOf(type, from, 'latin1') - 4;

/** What ffprobe reads of a file: proof that it still plays as a video. */
function probe(bytes: Buffer): { duration: number; width: number } {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-probe-'));
  try {
    writeFileSync(join(dir, 'v'), bytes);
    const out = execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries'],
      ...['stream=width:format=duration', '-of', 'json', join(dir, 'v')],
    ]);
    const json = JSON.parse(out.toString()) as {
      streams: { width: number }[];
      format: { duration: string };
    };
    return { duration: Number(json.format.duration), width: json.streams[0]!.width };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(DIALECTS)('video upload on %s', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;
  const send = async (bytes: Buffer, contentType = 'video/mp4') => {
    const f = await t.api.family(`video-${(n += 1)}@example.org`);
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, bytes, { contentType });
    return { f, res };
  };
  const variantsOf = (id: string) =>
    t.app.ctx.db.selectFrom('media').selectAll().where('variant_of', '=', id).execute();
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it.each(VIDEOS)('stores %s as %s with its length, size and a poster', async (name, type) => {
    const { f, res } = await send(mediaFixture(name), 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    const { media } = res.json<{ media: Media }>();
    expect(media).toEqual({
      id: expect.any(String),
      mime_type: type,
      byte_size: mediaFixture(name).length,
      width: 64,
      height: 48,
      duration_ms: expect.any(Number),
    });
    expect(Math.abs(media.duration_ms! - 2000)).toBeLessThan(150);

    const [poster, ...others] = await variantsOf(media.id);
    expect(others).toEqual([]);
    expect(poster).toMatchObject({ variant: 'poster', mime_type: 'image/webp', width: 64 });
    const served = await fetchMedia(t, t.app.ctx.mediaUrls.urlFor(poster!.id, f.profile.id));
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).height).toBe(48);
  });

  it.each(VIDEOS)('serves %s with no location left in it, and it still plays', async (name) => {
    const original = mediaFixture(name);
    const { f, res } = await send(original);
    const { media } = res.json<{ media: Media }>();
    const url = t.app.ctx.mediaUrls.urlFor(media.id, f.profile.id);
    const whole = await fetchMedia(t, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe(media.mime_type);
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const bytes = whole.rawPayload;
    expect(bytes.length).toBe(original.length);
    for (const mark of LOCATION_MARKS) expect(bytes.includes(mark, 0, 'latin1')).toBe(false);
    expect(probe(bytes)).toEqual({ duration: probe(original).duration, width: 64 });

    const range = await fetchMedia(t, url, { range: 'bytes=100-1099' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(range.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);
  });

  it('the fixtures do carry a location before upload', () => {
    expect(mediaFixture('video.mp4').includes('©xyz', 0, 'latin1')).toBe(true);
    expect(mediaFixture('video.mp4').includes('ISO6709', 0, 'latin1')).toBe(true);
    expect(mediaFixture('video.mov').includes('©xyz', 0, 'latin1')).toBe(true);
    expect(mediaFixture('video.webm').includes('+48.8584', 0, 'latin1')).toBe(true);
  });

  it('answers the displayed size of a video turned a quarter by its matrix', async () => {
    const bytes = Buffer.from(mediaFixture('video.mp4'));
    // The first track is the picture; its tkhd matrix (version 0) starts 40 bytes into its body.
    const matrix = boxAt(bytes, 'tkhd') + 8 + 40;
    bytes.writeInt32BE(0, matrix);
    bytes.writeInt32BE(0x10000, matrix + 4);
    bytes.writeInt32BE(-0x10000, matrix + 12);
    bytes.writeInt32BE(0, matrix + 16);
    const { res } = await send(bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ media: Media }>().media).toMatchObject({ width: 48, height: 64 });
  });

  it('refuses a video over three minutes with 422', async () => {
    const bytes = Buffer.from(mediaFixture('video.mp4'));
    // mvhd (version 0): timescale 12 bytes into its body, duration after it.
    const body = boxAt(bytes, 'mvhd') + 8;
    bytes.writeUInt32BE(bytes.readUInt32BE(body + 12) * 181, body + 16);
    const { res } = await send(bytes);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: MEDIA_MESSAGES.videoTooLong,
      code: 'validation_failed',
    });
  });

  it('refuses a WebM whose header says it plays over three minutes with 422', async () => {
    const bytes = Buffer.from(mediaFixture('video.webm'));
    // Info's Duration (0x4489), an eight-byte float in TimestampScale units (1 ms here).
    const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
    expect(at).toBeGreaterThan(0);
    bytes.writeDoubleBE(181_000, at + 3);
    const { res } = await send(bytes, 'video/webm');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(MEDIA_MESSAGES.videoTooLong);
  });

  it('refuses a video with a page after it (415) or bytes that do not add up (422)', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const polyglot = await send(Buffer.concat([mediaFixture('video.mp4'), page]));
    expect(polyglot.res.statusCode).toBe(415);
    expect(polyglot.res.json().error).toBe(MEDIA_MESSAGES.notMedia);
    const trailing = await send(Buffer.concat([mediaFixture('video.mp4'), Buffer.alloc(10, 7)]));
    expect(trailing.res.statusCode).toBe(422);
    expect(trailing.res.json().error).toBe(MEDIA_MESSAGES.videoUnreadable);
    const cut = await send(mediaFixture('video.webm').subarray(0, 2000), 'video/webm');
    expect(cut.res.statusCode).toBe(201);
  });

  it('keeps a video without a poster when ffmpeg is missing', async () => {
    process.env.PATH = '/nonexistent';
    const { res } = await send(mediaFixture('video.webm'));
    process.env.PATH = path;
    expect(res.statusCode).toBe(201);
    expect(await variantsOf(res.json<{ media: Media }>().media.id)).toEqual([]);
  });
});
