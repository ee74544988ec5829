import type { VoiceOutboxItem } from '@/lib/realtime/outbox';
import { fakeFetch } from '@/test/render';
import { sendOutboxItem } from './send-outbox-item';

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
    await expect(sendOutboxItem(voice(), { uploaded })).resolves.toEqual(stored);
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
    await sendOutboxItem(voice('a1'), { uploaded });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/profiles/p1/conversations/c1/messages']);
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('makes a refused token wait for the next sign-in instead of failing the message', async () => {
    window.localStorage.setItem('api_token', 'stale');
    fakeFetch({ status: 401, body: { error: 'Please sign in' } });
    const error = await sendOutboxItem(voice('a1'), { uploaded: vi.fn() }).catch((e: unknown) => e);
    expect(error).toEqual(new Error('signed out'));
    expect((error as { status?: number }).status).toBeUndefined();
  });
});
