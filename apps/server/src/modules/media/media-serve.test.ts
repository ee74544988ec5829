import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type Media } from '@hearth/shared';
import { buildApp } from '../../app.js';
import { DIALECTS, freshDatabase } from '../../test/databases.js';
import { buildTestApp, testConfig, type TestApp } from '../../test/helper.js';
import { fetchMedia, fixture, upload } from '../../test/media.js';
import { CHUNK_BYTES } from './media.service.js';

/**
 * A real recording grown past two chunks: a WebM Void element (which players skip) filled with
 * a pattern, so that every byte of a range can be checked against the file.
 */
function largeRecording(): Buffer {
  const voice = fixture('voice.webm');
  const fill = Buffer.alloc(2 * CHUNK_BYTES + 12_345, 0);
  for (let i = 0; i < fill.length; i++) fill[i] = i % 251;
  const header = Buffer.from([0xec, 0x01, 0, 0, 0, 0, 0, 0, 0]);
  header.writeUIntBE(fill.length, 3, 6);
  return Buffer.concat([voice, header, fill]);
}

describe.each(DIALECTS)('media links on %s', (dialect) => {
  let t: TestApp;
  let file: Buffer;
  let media: Media;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const f = await t.api.family('links@example.org');
    file = largeRecording();
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, file);
    expect(res.statusCode).toBe(201);
    media = res.json<{ media: Media }>().media;
    url = t.app.ctx.mediaUrls.urlFor(media.id);
  });
  afterAll(() => t.close());

  it('serves the whole file with its stored type and safe headers', async () => {
    expect(media).toMatchObject({
      mime_type: 'audio/webm',
      byte_size: file.length,
      duration_ms: 2021,
    });
    const res = await fetchMedia(t, url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/webm',
      'content-length': String(file.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(file.length));
    expect(head.rawPayload.length).toBe(0);
  });

  const size = () => file.length;
  it.each([
    ['the first bytes', 'bytes=0-1', () => [0, 1]],
    ['a middle range across chunks', 'bytes=262000-530000', () => [262000, 530000]],
    ['a suffix', 'bytes=-500', () => [size() - 500, size() - 1]],
    ['an open-ended range', 'bytes=300000-', () => [300000, size() - 1]],
    ['a suffix longer than the file', 'bytes=-99999999', () => [0, size() - 1]],
    ['an end past the file', 'bytes=10-99999999', () => [10, size() - 1]],
  ])('answers %s with 206 and exactly those bytes', async (_what, range, expected) => {
    const [start, end] = expected() as [number, number];
    const res = await fetchMedia(t, url, { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${file.length}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['content-type']).toBe('audio/webm');
    expect(res.rawPayload.equals(file.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 for a range outside the file', async () => {
    for (const range of [`bytes=${file.length}-`, 'bytes=-0']) {
      const res = await fetchMedia(t, url, { range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${file.length}`);
      expect(res.json().error).toBe(MEDIA_MESSAGES.rangeNotSatisfiable);
    }
  });

  it('sends the whole file for a malformed range or several ranges', async () => {
    for (const range of ['bytes=abc', 'items=0-5', 'bytes=0-1,5-6']) {
      const res = await fetchMedia(t, url, { range });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(file.length);
    }
  });

  it('refuses forged, altered and expired links with 403, and gone media with 404', async () => {
    const { mediaUrls } = t.app.ctx;
    const parsed = new URL(url, 'http://x');
    const exp = Number(parsed.searchParams.get('exp'));
    const sig = parsed.searchParams.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const otherId = '01900000-0000-7000-8000-000000000000';
    const refused = [
      `/api/v1/media/${media.id}?exp=${exp}&sig=${flipped}`,
      `/api/v1/media/${media.id}?exp=${exp + 3600}&sig=${sig}`,
      `/api/v1/media/${otherId}?exp=${exp}&sig=${sig}`,
      `/api/v1/media/${media.id}?exp=${exp}`,
      `/api/v1/media/${media.id}`,
      `/api/v1/media/${media.id}?exp=${exp}&sig=${sig}&sig=${sig}`,
      mediaUrls.signedUrl(media.id, Math.floor(Date.now() / 1000) - 1),
    ];
    for (const link of refused) {
      const res = await fetchMedia(t, link);
      expect(res.statusCode, link).toBe(403);
      expect(res.json()).toMatchObject({ error: MEDIA_MESSAGES.linkInvalid, code: 'forbidden' });
    }
    expect((await fetchMedia(t, mediaUrls.urlFor(otherId))).statusCode).toBe(404);
    expect((await fetchMedia(t, `/api/v1/media/nope?exp=${exp}&sig=${sig}`)).statusCode).toBe(404);
  });

  it('answers odd ids and signatures with 403 or 404, never 500', async () => {
    const odd = ["'; DROP TABLE media;--", '%00', '..', 'x'.repeat(100), '%F0%9F%91%A8'];
    for (const value of odd) {
      for (const link of [
        `/api/v1/media/${value}?exp=1&sig=x`,
        `/api/v1/media/${media.id}?exp=${value}&sig=${value}`,
      ]) {
        const res = await fetchMedia(t, link);
        expect([403, 404], link).toContain(res.statusCode);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    }
  });

  it('keeps a link the same within the hour, so the browser cache serves it', () => {
    const { mediaUrls } = t.app.ctx;
    const hour = 3_600_000 * 500_000;
    expect(mediaUrls.urlFor(media.id, hour + 1000)).toBe(mediaUrls.urlFor(media.id, hour + 60_000));
    expect(mediaUrls.urlFor(media.id, hour + 1000)).not.toBe(
      mediaUrls.urlFor(media.id, hour + 3_601_000),
    );
  });
});

describe.each(DIALECTS)('the media link secret on %s', (dialect) => {
  it('is made once and shared by every instance on the database, unless configured', async () => {
    const database = await freshDatabase(dialect);
    const config = testConfig({ database: database.config });
    const one = await buildApp(config);
    const two = await buildApp(config);
    const configured = await buildApp({
      ...config,
      media: { ...config.media, urlSecret: 'a secret of at least thirty-two characters' },
    });
    try {
      const id = '01900000-0000-7000-8000-0000000000ab';
      const at = Date.now();
      expect(one.ctx.mediaUrls.urlFor(id, at)).toBe(two.ctx.mediaUrls.urlFor(id, at));
      expect(configured.ctx.mediaUrls.urlFor(id, at)).not.toBe(one.ctx.mediaUrls.urlFor(id, at));
      // A link signed by another secret is a forgery here.
      const foreign = new URL(configured.ctx.mediaUrls.urlFor(id, at), 'http://x');
      const left = one.ctx.mediaUrls.secondsLeft(
        id,
        foreign.searchParams.get('exp'),
        foreign.searchParams.get('sig'),
      );
      expect(left).toBeNull();
    } finally {
      await Promise.all([one.close(), two.close(), configured.close()]);
      await database.drop();
    }
  });
});
