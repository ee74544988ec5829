import { ApiError, onUnauthorized } from '../api-client';
import { fakeXhr } from '@/test/fake-xhr';
import { uploadWithProgress } from './upload-with-progress';

const photo = new Blob(['jpeg'], { type: 'image/jpeg' });

describe('uploadWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onUnauthorized(null);
    window.localStorage.clear();
  });

  it('posts the bytes with their type and the token, reports progress, answers the JSON', async () => {
    window.localStorage.setItem('api_token', 'tok');
    const calls = fakeXhr({ status: 201, body: { media: { id: 'u1' } } });
    const progress: number[] = [];
    const answer = await uploadWithProgress({
      path: '/api/v1/x/media',
      params: { client_id: 'c1' },
      body: photo,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(answer).toEqual({ media: { id: 'u1' } });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/v1/x/media?client_id=c1',
        headers: { 'Content-Type': 'image/jpeg', Authorization: 'Bearer tok' },
        body: photo,
      },
    ]);
    expect(progress).toEqual([0.5, 1, 1]);
  });

  it('fails as the API client does, and a refused token ends the session', async () => {
    window.localStorage.setItem('api_token', 'stale');
    const signedOut = vi.fn();
    onUnauthorized(signedOut);
    const body = { error: 'Please sign in' };
    fakeXhr({ status: 401, body });
    const error = await uploadWithProgress({ path: '/p', body: photo }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body, message: 'Please sign in' });
    expect(signedOut).toHaveBeenCalled();
  });

  it("stops when its signal is aborted, with the signal's reason", async () => {
    fakeXhr('hang');
    const controller = new AbortController();
    const upload = uploadWithProgress({ path: '/p', body: photo, signal: controller.signal });
    const reason = new DOMException('cancelled', 'AbortError');
    controller.abort(reason);
    await expect(upload).rejects.toBe(reason);
  });

  it('gives up an upload that stops moving, as a timeout the outbox tries again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fakeXhr('hang');
      const upload = uploadWithProgress({ path: '/p', body: photo, stallMs: 60_000 });
      const failed = upload.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(59_000);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await failed).toMatchObject({ name: 'TimeoutError' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats no answer at all like a network failure', async () => {
    fakeXhr();
    await expect(uploadWithProgress({ path: '/p', body: photo })).rejects.toBeInstanceOf(TypeError);
  });
});
