import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type Media } from '@hearth/shared';
import { buildApp } from '../../app.js';
import { DIALECTS, migratedDatabase } from '../../test/databases.js';
import { testConfig } from '../../test/helper.js';
import { fetchMedia, fixture, upload } from '../../test/media.js';
import { CHUNK_BYTES } from './media-chunks.js';
import { useTestApp } from '../../test/use-test-app.js';

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
  const t = useTestApp(dialect);
  let file: Buffer;
  let media: Media;
  let url: string;
  let holder: string;
  beforeAll(async () => {
    const f = await t.api.family('links@example.org');
    holder = f.profile.id;
    file = largeRecording();
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, file);
    expect(res.statusCode).toBe(201);
    media = res.json<{ media: Media }>().media;
    url = t.app.ctx.mediaUrls.urlFor(media.id, holder);
  });

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

  it('answers forged and altered links with 404, expired ones with 403, gone media with 404', async () => {
    const { mediaUrls } = t.app.ctx;
    const parsed = new URL(url, 'http://x');
    const exp = Number(parsed.searchParams.get('exp'));
    const sig = parsed.searchParams.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const otherId = '01900000-0000-7000-8000-000000000000';
    const at = `/api/v1/media/${media.id}`;
    const forged = [
      `${at}?holder=${holder}&exp=${exp}&sig=${flipped}`,
      `${at}?holder=${holder}&exp=${exp + 3600}&sig=${sig}`,
      `/api/v1/media/${otherId}?holder=${holder}&exp=${exp}&sig=${sig}`,
      // Handed to one profile, claimed by another.
      `${at}?holder=${otherId}&exp=${exp}&sig=${sig}`,
      `${at}?holder=${holder.toUpperCase()}&exp=${exp}&sig=${sig}`,
      `${at}?holder=${holder}&exp=${exp}`,
      `${at}?exp=${exp}&sig=${sig}`,
      at,
      `${at}?holder=${holder}&exp=${exp}&sig=${sig}&sig=${sig}`,
      `${at}?holder=${holder}&holder=${holder}&exp=${exp}&sig=${sig}`,
    ];
    for (const link of forged) {
      const res = await fetchMedia(t, link);
      expect(res.statusCode, link).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    const expired = await fetchMedia(
      t,
      mediaUrls.signedUrl(media.id, holder, Math.floor(Date.now() / 1000) - 1),
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ error: MEDIA_MESSAGES.linkInvalid, code: 'forbidden' });
    expect((await fetchMedia(t, mediaUrls.urlFor(otherId, holder))).statusCode).toBe(404);
    expect((await fetchMedia(t, `/api/v1/media/nope?exp=${exp}&sig=${sig}`)).statusCode).toBe(404);
  });

  it('no longer plays a link signed before links named their holder', async () => {
    // Such a link: the HMAC of "<media id>.<expiry>" under the same secret.
    const secret = await t.app.ctx.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'media-url')
      .executeTakeFirstOrThrow();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const sig = createHmac('sha256', Buffer.from(secret.value, 'base64url'))
      .update(`${media.id}.${exp}`)
      .digest('base64url');
    const old = await fetchMedia(t, `/api/v1/media/${media.id}?exp=${exp}&sig=${sig}`);
    expect(old.statusCode).toBe(404);
    const claimed = `/api/v1/media/${media.id}?holder=${holder}&exp=${exp}&sig=${sig}`;
    expect((await fetchMedia(t, claimed)).statusCode).toBe(404);
  });

  it('answers odd ids and signatures with 403 or 404, never 500', async () => {
    const odd = ["'; DROP TABLE media;--", '%00', '..', 'x'.repeat(100), '%F0%9F%91%A8'];
    for (const value of odd) {
      for (const link of [
        `/api/v1/media/${value}?exp=1&sig=x`,
        `/api/v1/media/${media.id}?holder=${value}&exp=${value}&sig=${value}`,
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
    const at = (ms: number) => mediaUrls.urlFor(media.id, holder, ms);
    expect(at(hour + 1000)).toBe(at(hour + 60_000));
    expect(at(hour + 1000)).not.toBe(at(hour + 3_601_000));
  });
});

describe.each(DIALECTS)('the media link secret on %s', (dialect) => {
  it('is made once and shared by every instance on the database, unless configured', async () => {
    const database = await migratedDatabase(dialect);
    const config = testConfig({ database: database.config });
    const one = await buildApp(config);
    const two = await buildApp(config);
    const configured = await buildApp({
      ...config,
      media: { ...config.media, urlSecret: 'a secret of at least thirty-two characters' },
    });
    try {
      const id = '01900000-0000-7000-8000-0000000000ab';
      const holder = '01900000-0000-7000-8000-0000000000cd';
      const at = Date.now();
      const link = (app: typeof one) => app.ctx.mediaUrls.urlFor(id, holder, at);
      expect(link(one)).toBe(link(two));
      expect(link(configured)).not.toBe(link(one));
      // A link signed by another secret is a forgery here.
      const foreign = new URL(link(configured), 'http://x');
      const query = Object.fromEntries(foreign.searchParams);
      expect(one.ctx.mediaUrls.check(id, query)).toEqual({ kind: 'forged' });
      const own = Object.fromEntries(new URL(link(one), 'http://x').searchParams);
      expect(one.ctx.mediaUrls.check(id, own)).toMatchObject({ kind: 'valid', holderId: holder });
    } finally {
      await Promise.all([one.close(), two.close(), configured.close()]);
      await database.drop();
    }
  });
});
