import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MEDIA_MESSAGES, sentenceCode } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { Api, buildTestApp, testConfig, until, type TestApp } from '../../test/helper.js';
import { twoInstances } from '../../test/instances.js';
import { fixture, upload, type FixtureName } from '../../test/media.js';
import { bufferedUploadBytes, UPLOAD_RETRY_SECONDS } from './upload-slots.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * A body whose first `split` bytes are there at once and whose rest is produced only when the
 * test says so (`finish`), or never (`abort`). `reading` resolves once the server asked for it.
 */
function held(bytes: Buffer, split: number) {
  let started = () => {};
  const reading = new Promise<void>((resolve) => (started = resolve));
  let asked = false;
  const stream = new Readable({
    read() {
      if (asked) return;
      asked = true;
      this.push(bytes.subarray(0, split));
      started();
    },
  });
  return {
    stream,
    reading,
    finish: () => {
      stream.push(bytes.subarray(split));
      stream.push(null);
    },
    abort: () => stream.destroy(new Error('the sender went away')),
  };
}

type Family = Awaited<ReturnType<Api['family']>>;

/** Starts an upload of `name` whose rest waits; resolves once the server reads its body. */
async function startHeld(t: TestApp, f: Family, name: FixtureName = 'voice.webm', split = 1000) {
  const body = held(fixture(name), split);
  const answer = upload(t, f.token, f.profile.id, f.conversation.id, Buffer.alloc(0), {
    payload: body.stream,
  });
  await body.reading;
  return { ...body, answer };
}

type Held = Awaited<ReturnType<typeof startHeld>>;

const busy = (message: string) => ({
  error: message,
  code: 'rate_limited',
  errors: [message],
  error_codes: [sentenceCode(message)],
});

describe.each(DIALECTS)('upload limits on %s', (dialect) => {
  const t = useTestApp(dialect);

  let n = 0;
  const family = () => t.api.family(`limits-${(n += 1)}@example.org`);

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a BMP image', Buffer.from('BM6\x00\x00\x00\x00\x00\x00\x006\x00\x00\x00(\x00', 'latin1')],
    ['a ZIP archive', Buffer.from('PK\x03\x04 and then a great deal more', 'latin1')],
  ])('refuses %s on its first bytes, without waiting for the rest', async (_what, bytes) => {
    const f = await family();
    // The rest of this body is never produced: only an answer from the first bytes can come.
    const body = held(Buffer.concat([bytes, Buffer.alloc(LIMITS.voiceMaxBytes)]), bytes.length);
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, Buffer.alloc(0), {
      payload: body.stream,
    });
    body.abort();
    expect(res.statusCode).toBe(415);
    expect(res.headers.connection).toBe('close');
    expect(res.json()).toEqual({
      error: MEDIA_MESSAGES.notMedia,
      code: 'unsupported_media_type',
      errors: [MEDIA_MESSAGES.notMedia],
      error_codes: ['media.notMedia'],
    });
    expect(bufferedUploadBytes(t.app.ctx)).toBe(0);
  });

  it('judges a body shorter than a signature once it ends', async () => {
    const f = await family();
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, Buffer.from('abc'));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe(MEDIA_MESSAGES.notMedia);
  });

  it('lets an account run four uploads at once: the fifth is 429, another account goes on', async () => {
    const f = await family();
    const send = () => upload(t, f.token, f.profile.id, f.conversation.id, fixture('voice.webm'));
    const inFlight: Held[] = [];
    for (let i = 0; i < LIMITS.voiceUploadsAtOnce; i++) inFlight.push(await startHeld(t, f));
    const [a, b, c, d] = inFlight as [Held, Held, Held, Held];

    const fifth = await send();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe(String(UPLOAD_RETRY_SECONDS));
    expect(fifth.json()).toEqual(busy(MEDIA_MESSAGES.uploadsBusy));
    const other = await family();
    const theirs = await upload(
      t,
      other.token,
      other.profile.id,
      other.conversation.id,
      fixture('voice.webm'),
    );
    expect(theirs.statusCode).toBe(201);

    // A finished upload gives its slot back...
    a.finish();
    expect((await a.answer).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    // ...and so does one whose sender went away: two more fit again, and no more than that.
    b.abort();
    await expect(b.answer).rejects.toThrow('the sender went away');
    await until(() => bufferedUploadBytes(t.app.ctx) === 2 * 1000);
    const g = await startHeld(t, f);
    const h = await startHeld(t, f);
    expect((await send()).statusCode).toBe(429);

    for (const upload of [c, d, g, h]) upload.finish();
    const answers = await Promise.all([c, d, g, h].map((upload) => upload.answer));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await send()).statusCode).toBe(201);
    expect(bufferedUploadBytes(t.app.ctx)).toBe(0);
  });

  it('gives the slot back when the upload is refused after it was taken', async () => {
    const f = await family();
    const refusals = [
      Buffer.concat([fixture('voice.ogg'), Buffer.from('<script>')]), // 415 once inspected
      fixture('voice.webm').subarray(0, 300), // 422 unreadable
      Buffer.from('not audio at all'), // 415 on its first bytes
    ];
    for (let round = 0; round < LIMITS.voiceUploadsAtOnce + 1; round++) {
      for (const bytes of refusals) {
        const res = await upload(t, f.token, f.profile.id, f.conversation.id, bytes);
        expect([415, 422]).toContain(res.statusCode);
      }
    }
    const res = await upload(t, f.token, f.profile.id, f.conversation.id, fixture('voice.webm'));
    expect(res.statusCode).toBe(201);
    expect(bufferedUploadBytes(t.app.ctx)).toBe(0);
  });
});

describe.each(DIALECTS)('the bytes uploads may hold on %s', (dialect) => {
  let t: TestApp;
  const budget = 10_000;
  beforeAll(async () => {
    const base = testConfig().media;
    t = await buildTestApp(dialect, { media: { ...base, uploadBufferBytes: budget } });
  });
  afterAll(() => t.close());

  it('refuses uploads past the server budget with 429, whoever sends them', async () => {
    const one = await t.api.family('budget-1@example.org');
    const two = await t.api.family('budget-2@example.org');
    // 6,000 of its 6,101 bytes held in memory, the rest not sent yet.
    const first = await startHeld(t, one, 'voice-fragmented.mp4', 6000);
    expect(bufferedUploadBytes(t.app.ctx)).toBe(6000);

    // Declared at 4,278 bytes: no room, refused before a byte is read.
    const declared = await upload(
      t,
      two.token,
      two.profile.id,
      two.conversation.id,
      fixture('voice.webm'),
    );
    expect(declared.statusCode).toBe(429);
    expect(declared.headers['retry-after']).toBe(String(UPLOAD_RETRY_SECONDS));
    expect(declared.json()).toEqual(busy(MEDIA_MESSAGES.serverBusy));

    // Undeclared: counted as it arrives, refused once the bytes would pass the budget.
    const streamed = await startHeld(t, two, 'voice.webm', 3000);
    expect(bufferedUploadBytes(t.app.ctx)).toBe(9000);
    streamed.finish();
    const cut = await streamed.answer;
    expect(cut.statusCode).toBe(429);
    expect(cut.json()).toEqual(busy(MEDIA_MESSAGES.serverBusy));
    expect(bufferedUploadBytes(t.app.ctx)).toBe(6000);

    first.finish();
    expect((await first.answer).statusCode).toBe(201);
    expect(bufferedUploadBytes(t.app.ctx)).toBe(0);
    const again = await upload(
      t,
      two.token,
      two.profile.id,
      two.conversation.id,
      fixture('voice.webm'),
    );
    expect(again.statusCode).toBe(201);
  });
});

describe('upload slots across instances', () => {
  const cluster = twoInstances();
  /** An instance as the upload helpers take it. */
  const instance = (i: number): TestApp => {
    const app = cluster.apps[i]!;
    return { app, api: new Api(app), close: () => Promise.resolve() };
  };

  it('counts an account’s uploads on every instance together, through Redis', async () => {
    const f = await instance(0).api.family('instances@example.org');
    const send = (i: number) =>
      upload(instance(i), f.token, f.profile.id, f.conversation.id, fixture('voice.webm'));
    const inFlight: Held[] = [];
    for (const i of [0, 0, 1, 1]) inFlight.push(await startHeld(instance(i), f));
    expect((await send(0)).statusCode).toBe(429);
    expect((await send(1)).statusCode).toBe(429);

    inFlight[0]!.finish();
    expect((await inFlight[0]!.answer).statusCode).toBe(201);
    expect((await send(1)).statusCode).toBe(201);
    for (const upload of inFlight.slice(1)) upload.finish();
    for (const upload of inFlight.slice(1)) expect((await upload.answer).statusCode).toBe(201);
  });
});
