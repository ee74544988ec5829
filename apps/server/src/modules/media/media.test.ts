import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MEDIA_MESSAGES, type Media } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { fragment, PACKET_TICKS } from '../../test/fragmented-mp4.js';
import { fixture, upload, type FixtureName } from '../../test/media.js';
import { useTestApp } from '../../test/use-test-app.js';

const RECORDINGS: [FixtureName, string, Media['mime_type'], number][] = [
  ['voice.m4a', 'audio/mp4', 'audio/mp4', 2021],
  // Chrome's MediaRecorder writes fragmented MP4: no duration in the movie header.
  ['voice-fragmented.mp4', 'audio/mp4', 'audio/mp4', 2021],
  // Recorded by Chromium itself, in one-second slices: the movie header claims 22 ms.
  ['chrome-fragmented.mp4', 'audio/mp4;codecs=opus', 'audio/mp4', 2241],
  // MediaRecorder's WebM: no duration anywhere in its header, measured from its blocks.
  ['voice.webm', 'audio/webm;codecs=opus', 'audio/webm', 2021],
  ['voice.ogg', 'audio/ogg; codecs=opus', 'audio/ogg', 2000],
];

/**
 * A body that arrives in 64 KB pieces with no declared length, counting what was taken. It
 * starts as an Ogg file does, so that its first bytes pass as a recording's.
 */
function trickle(totalBytes: number) {
  const piece = Buffer.alloc(64 * 1024, 1);
  const first = Buffer.concat([Buffer.from('OggS', 'latin1'), piece.subarray(4)]);
  const counter = { produced: 0 };
  const stream = Readable.from(
    (function* () {
      while (counter.produced < totalBytes) {
        yield counter.produced === 0 ? first : piece;
        counter.produced += piece.length;
      }
    })(),
    { objectMode: false },
  );
  return { stream, counter };
}

describe.each(DIALECTS)('media upload on %s', (dialect) => {
  const t = useTestApp(dialect);

  let n = 0;
  const family = () => t.api.family(`upload-${(n += 1)}@example.org`);

  it.each(RECORDINGS)('stores %s with its type and length', async (name, sent, stored, ms) => {
    const f = await family();
    const bytes = fixture(name);
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, bytes, {
      contentType: sent,
    });
    expect(res.statusCode).toBe(201);
    const { media } = res.json<{ media: Media }>();
    expect(media).toEqual({
      id: expect.any(String),
      mime_type: stored,
      byte_size: bytes.length,
      duration_ms: ms,
      width: null,
      height: null,
    });
  });

  it('decides the type from the bytes, not from the header', async () => {
    const f = await family();
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, fixture('voice.ogg'), {
      contentType: 'audio/webm',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ media: Media }>().media.mime_type).toBe('audio/ogg');
  });

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'audio/webm'],
    ['a ZIP archive', Buffer.from('PK\x03\x04 and then a great deal more', 'latin1'), 'audio/ogg'],
    [
      'a recording with a page after it',
      Buffer.concat([fixture('voice.ogg'), Buffer.from('<html>')]),
      'audio/ogg',
    ],
  ])('refuses %s with 415', async (_what, bytes, contentType) => {
    const f = await family();
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, bytes, { contentType });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: MEDIA_MESSAGES.notMedia,
      code: 'unsupported_media_type',
    });
  });

  it.each(['application/octet-stream', 'application/json', 'image/png', 'text/html'])(
    'takes a recording declared as %s: the bytes decide',
    async (contentType) => {
      const f = await family();
      const res = await upload(t, f.token, f.profile.id, f.conversation.id, fixture('voice.webm'), {
        contentType,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ media: Media }>().media.mime_type).toBe('audio/webm');
    },
  );

  it('refuses an empty body, a body-less request and an unreadable recording with 422', async () => {
    const f = await family();
    const path = `/api/v1/profiles/${f.profile.id}/conversations/${f.conversation.id}/media`;
    const authorization = `Bearer ${f.token}`;
    const empty = await upload(t, f.token, f.profile.id, f.conversation.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toBe(MEDIA_MESSAGES.empty);
    const none = await t.app.inject({ method: 'POST', url: path, headers: { authorization } });
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toBe(MEDIA_MESSAGES.empty);
    // A WebM header and no audio after it.
    const cut = fixture('voice.webm').subarray(0, 300);
    const unreadable = await upload(t, f.token, f.profile.id, f.conversation.id, cut);
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().error).toBe(MEDIA_MESSAGES.unreadable);
  });

  it.each(['long.webm', 'long.ogg'] as const)(
    'refuses %s, over ten minutes, with 422',
    async (name) => {
      const f = await family();
      const res = await upload(t, f.token, f.profile.id, f.conversation.id, fixture(name));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: MEDIA_MESSAGES.tooLong,
        code: 'validation_failed',
      });
    },
  );

  it('refuses a fragmented MP4 whose fragments go past ten minutes, with 422', async () => {
    const f = await family();
    const recording = fixture('chrome-fragmented.mp4');
    const tenMinutes = fragment({
      decodeTime: Math.round(2.241 * 48000),
      samples: (10 * 60 * 1000) / 20,
      sampleDuration: PACKET_TICKS,
    });
    const long = Buffer.concat([recording, tenMinutes]);
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, long, {
      contentType: 'audio/mp4',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: MEDIA_MESSAGES.tooLong, code: 'validation_failed' });
  });

  it('refuses a body declared over 200 MB before reading it', async () => {
    const f = await family();
    const { stream, counter } = trickle(1024 * 1024);
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, Buffer.alloc(0), {
      payload: stream,
      headers: { 'content-length': String(LIMITS.videoMaxBytes + 1) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: MEDIA_MESSAGES.videoTooLarge });
    expect(counter.produced).toBeLessThan(1024 * 1024);
  });

  it('refuses a recording declared over 10 MB on its first bytes', async () => {
    const f = await family();
    const { stream, counter } = trickle(LIMITS.voiceMaxBytes + 1);
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, Buffer.alloc(0), {
      payload: stream,
      headers: { 'content-length': String(LIMITS.voiceMaxBytes + 1) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: MEDIA_MESSAGES.tooLarge, code: 'body_too_large' });
    expect(counter.produced).toBeLessThan(LIMITS.voiceMaxBytes / 2);
  });

  it('refuses a streamed body once it passes 10 MB, without taking the rest', async () => {
    const f = await family();
    const total = 3 * LIMITS.voiceMaxBytes;
    const { stream, counter } = trickle(total);
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, Buffer.alloc(0), {
      payload: stream,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(res.json().error).toBe(MEDIA_MESSAGES.tooLarge);
    expect(counter.produced).toBeGreaterThan(LIMITS.voiceMaxBytes);
    expect(counter.produced).toBeLessThan(total);
  });

  it('answers 404 for a conversation the caller cannot see, 401 without a token', async () => {
    const gran = await family();
    const other = await family();
    const bytes = fixture('voice.webm');
    for (const [profileId, conversationId] of [
      [gran.profile.id, other.conversation.id],
      [other.profile.id, other.conversation.id],
      [gran.profile.id, '01234567-89ab-7def-8123-456789abcdef'],
      [gran.profile.id, 'not-an-id'],
    ] as const) {
      const res = await upload(t, gran.token, profileId, conversationId, bytes);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/media`,
      headers: { 'content-type': 'audio/webm' },
      payload: bytes,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a retried upload with the stored media, also when both run at once', async () => {
    const f = await family();
    const bytes = fixture('voice.m4a');
    const clientId = '01900000-0000-7000-8000-00000000c11d';
    const send = () =>
      upload(t, f.token, f.profile.id, f.conversation.id, bytes, {
        contentType: 'audio/mp4',
        clientId,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const racing = '01900000-0000-7000-8000-00000000c12d';
    const both = await Promise.all(
      [1, 2].map(() =>
        upload(t, f.token, f.profile.id, f.conversation.id, bytes, { clientId: racing }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().media.id).toBe(both[1]!.json().media.id);

    // The same client id in another conversation is not a retry of this one.
    const elsewhere = await t.api.createConversation(f.token, f.profile.id, 'Elsewhere');
    const reused = await upload(t, f.token, f.profile.id, elsewhere.id, bytes, { clientId });
    expect(reused.statusCode).toBe(404);
    const bad = await upload(t, f.token, f.profile.id, f.conversation.id, bytes, {
      clientId: 'nope',
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe.each(DIALECTS)('media quota on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    const base = (await import('../../test/helper.js')).testConfig().media;
    t = await buildTestApp(dialect, { media: { ...base, quotaBytes: 10_000 } });
  });
  afterAll(() => t.close());

  it('refuses an upload that would take the account past its quota, with 403', async () => {
    const f = await t.api.family('quota@example.org');
    const bytes = fixture('voice.webm'); // 4,278 bytes: two fit in 10,000, a third does not
    const sent = await Promise.all(
      [1, 2, 3].map(() => upload(t, f.token, f.profile.id, f.conversation.id, bytes)),
    );
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 201, 403]);
    const full = sent.find((r) => r.statusCode === 403)!;
    expect(full.json()).toMatchObject({ error: MEDIA_MESSAGES.quotaFull, code: 'forbidden' });
    // Another account has its own room.
    const other = await t.api.family('quota-other@example.org');
    const res = await upload(t, other.token, other.profile.id, other.conversation.id, bytes);
    expect(res.statusCode).toBe(201);
  });
});
