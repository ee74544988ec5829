import type { PhotoOutboxItem, SendProgress, VoiceOutboxItem } from '@/lib/realtime/outbox';
import { fakeXhr } from '@/test/fake-xhr';
import { fakeFetch } from '@/test/render';
import { sendOutboxItem } from './send-outbox-item';

const tracker = (uploaded = vi.fn(async () => undefined)) => ({
  uploaded,
  uploadedFile: vi.fn(async () => undefined),
  progress: vi.fn(),
  signal: new AbortController().signal,
});

const recording = new Blob(['sound'], { type: 'audio/webm;codecs=opus' });
const voice = (media_id?: string): VoiceOutboxItem => ({
  kind: 'voice',
  client_id: 'v1',
  profile_id: 'p1',
  conversation_id: 'c1',
  content: 'Hello from Gran',
  created_at: '2026-11-21T10:00:00.000Z',
  status: 'sending',
  audio: recording,
  mime_type: 'audio/webm;codecs=opus',
  duration_ms: 1200,
  waveform: [0, 128, 255],
  media_id,
});
const stored = { id: 'm1', content: 'Hello from Gran', client_id: 'v1', kind: 'voice' };
const media = { id: 'a1', mime_type: 'audio/webm', byte_size: 5, duration_ms: 1200 };

describe('sendOutboxItem', () => {
  it('uploads a voice message once, remembers the upload, then sends it naming the audio', async () => {
    const calls = fakeFetch({ status: 201, body: { media } }, { status: 201, body: stored });
    const uploaded = vi.fn(async () => undefined);
    await expect(sendOutboxItem(voice(), tracker(uploaded))).resolves.toEqual(stored);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/profiles/p1/conversations/c1/media?client_id=v1',
      'POST /api/v1/profiles/p1/conversations/c1/messages',
    ]);
    expect(calls[0]?.raw).toBe(recording);
    expect(uploaded).toHaveBeenCalledWith('a1');
    expect(calls[1]?.body).toEqual({
      message: {
        content: 'Hello from Gran',
        client_id: 'v1',
        audio_id: 'a1',
        waveform: [0, 128, 255],
      },
    });
  });

  it('only sends when the audio was uploaded by an earlier attempt', async () => {
    const calls = fakeFetch({ status: 200, body: stored });
    const uploaded = vi.fn(async () => undefined);
    await sendOutboxItem(voice('a1'), tracker(uploaded));
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/profiles/p1/conversations/c1/messages']);
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('makes a refused token wait for the next sign-in instead of failing the message', async () => {
    window.localStorage.setItem('api_token', 'stale');
    fakeFetch({ status: 401, body: { error: 'Please sign in' } });
    const error = await sendOutboxItem(voice('a1'), tracker()).catch((e: unknown) => e);
    expect(error).toEqual(new Error('signed out'));
    expect((error as { status?: number }).status).toBeUndefined();
  });

  describe('a photo message', () => {
    const jpeg = (n: number) => new Blob([`photo ${n}`], { type: 'image/jpeg' });
    const photos = (media_ids?: (string | null)[]): PhotoOutboxItem => ({
      kind: 'photo',
      client_id: 'ph',
      profile_id: 'p1',
      conversation_id: 'c1',
      content: 'At the beach',
      created_at: '2026-11-21T10:00:00.000Z',
      status: 'sending',
      files: [1, 2, 3].map((n) => ({ blob: jpeg(n), client_id: `f${n}` })),
      media_ids,
    });
    const uploaded = (n: number) => ({
      status: 201,
      body: { media: { id: `u${n}`, mime_type: 'image/webp', byte_size: 9 } },
    });

    it('uploads each photo once with its own client id and progress, then sends them in order', async () => {
      const uploads = fakeXhr(uploaded(1), uploaded(2), uploaded(3));
      const calls = fakeFetch({ status: 201, body: { ...stored, kind: 'photo' } });
      const progress: SendProgress = tracker();
      await sendOutboxItem(photos(), progress);
      expect(uploads.map((u) => `${u.method} ${u.url}`)).toEqual(
        [1, 2, 3].map((n) => `POST /api/v1/profiles/p1/conversations/c1/media?client_id=f${n}`),
      );
      expect(uploads[1]?.headers['Content-Type']).toBe('image/jpeg');
      expect(progress.progress).toHaveBeenCalledWith(2, 0.5);
      expect(progress.progress).toHaveBeenCalledWith(2, 1);
      expect(progress.uploadedFile).toHaveBeenCalledWith(0, 'u1');
      expect(calls[0]?.body).toEqual({
        message: { content: 'At the beach', client_id: 'ph', photo_ids: ['u1', 'u2', 'u3'] },
      });
    });

    it('uploads only the photos an earlier attempt did not store', async () => {
      const uploads = fakeXhr(uploaded(3));
      const calls = fakeFetch({ status: 201, body: stored });
      await sendOutboxItem(photos(['u1', 'u2', null]), tracker());
      expect(uploads.map((u) => u.url)).toEqual([
        '/api/v1/profiles/p1/conversations/c1/media?client_id=f3',
      ]);
      expect(calls[0]?.body).toMatchObject({ message: { photo_ids: ['u1', 'u2', 'u3'] } });
    });

    it('stops an upload when the message is cancelled, and sends nothing', async () => {
      fakeXhr('hang');
      const calls = fakeFetch({ status: 201, body: stored });
      const controller = new AbortController();
      const sending = sendOutboxItem(photos(), { ...tracker(), signal: controller.signal });
      controller.abort();
      await expect(sending).rejects.toBeDefined();
      expect(calls).toEqual([]);
    });

    it("refuses with the server's reason (413 with its code)", async () => {
      const error = 'A photo can be at most 25 MB';
      fakeXhr({
        status: 413,
        body: { error, errors: [error], error_codes: ['media.photoTooLarge'] },
      });
      const failure = await sendOutboxItem(photos(), tracker()).catch((e: unknown) => e);
      expect(failure).toMatchObject({ status: 413, message: error });
    });
  });

  it('sends a video with its poster, and without it when the server refuses the poster', async () => {
    const video = {
      kind: 'video' as const,
      client_id: 'vd',
      profile_id: 'p1',
      conversation_id: 'c1',
      content: '',
      created_at: '2026-11-21T10:00:00.000Z',
      status: 'sending' as const,
      files: [
        { blob: new Blob(['video'], { type: 'video/mp4' }), client_id: 'fv' },
        { blob: new Blob(['poster'], { type: 'image/jpeg' }), client_id: 'fp' },
      ] as [{ blob: Blob; client_id: string }, { blob: Blob; client_id: string }],
    };
    const media = (id: string) => ({ status: 201, body: { media: { id } } });
    fakeXhr(media('v'), media('p'));
    const calls = fakeFetch({ status: 201, body: stored });
    await sendOutboxItem(video, tracker());
    expect(calls[0]?.body).toEqual({
      message: { content: '', client_id: 'vd', video_id: 'v', poster_id: 'p' },
    });
    fakeXhr(media('v'), { status: 415, body: { error: 'no' } });
    const again = fakeFetch({ status: 201, body: stored });
    await sendOutboxItem(video, tracker());
    expect(again[0]?.body).toEqual({ message: { content: '', client_id: 'vd', video_id: 'v' } });
  });
});
