import type { Media, Message } from '@hearth/shared';
import { ApiError } from '@/lib/api-client';
import { aMessage, anAudio } from '@/test/messages';
import { VoiceSender, type VoiceItem, type VoiceTransport } from './voice-sender';

function item(clientId: string, content = ''): Omit<VoiceItem, 'status' | 'created_at'> {
  return {
    client_id: clientId,
    profile_id: 'p1',
    conversation_id: 'c1',
    content,
    audio: new Blob(['sound'], { type: 'audio/webm' }),
    duration_ms: 3000,
    waveform: [1, 2, 3],
  };
}

const media = (id: string): Media => ({
  id,
  mime_type: 'audio/webm',
  byte_size: 5,
  duration_ms: 3000,
});

function setup(overrides: Partial<VoiceTransport> = {}) {
  const log: string[] = [];
  const sent: Message[] = [];
  const transport: VoiceTransport = {
    upload: vi.fn(async (i: VoiceItem) => {
      log.push(`upload ${i.client_id}`);
      return media(`m-${i.client_id}`);
    }),
    send: vi.fn(async (i: VoiceItem, mediaId: string) => {
      log.push(`send ${i.client_id} ${mediaId}`);
      return aMessage({ client_id: i.client_id, audio: anAudio(3, mediaId) });
    }),
    onSent: (_, message) => sent.push(message),
    ...overrides,
  };
  return { sender: new VoiceSender(transport), transport, log, sent };
}

afterEach(() => vi.useRealTimers());

describe('VoiceSender', () => {
  it('uploads then sends each voice message, oldest first, and lets it go once sent', async () => {
    const { sender, log, sent } = setup();
    const first = sender.add(item('a'));
    expect(sender.snapshot()).toMatchObject([{ client_id: 'a', status: 'sending' }]);
    await Promise.all([first, sender.add(item('b'))]);
    expect(log).toEqual(['upload a', 'send a m-a', 'upload b', 'send b m-b']);
    expect(sent.map((m) => m.client_id)).toEqual(['a', 'b']);
    expect(sender.snapshot()).toEqual([]);
  });

  it('waits on a lost network and retries with the same client id, without uploading twice', async () => {
    vi.useFakeTimers();
    let failSend = true;
    const { sender, transport, log } = setup({
      send: vi.fn(async (i: VoiceItem, mediaId: string) => {
        log.push(`send ${i.client_id} ${mediaId}`);
        if (failSend) throw new TypeError('Failed to fetch');
        return aMessage({ client_id: i.client_id, audio: anAudio(3, mediaId) });
      }),
    });
    await sender.add(item('a', 'For Gran'));
    expect(sender.snapshot()).toMatchObject([{ waiting: true, media_id: 'm-a' }]);
    failSend = false;
    await vi.runOnlyPendingTimersAsync();
    await sender.flush();
    expect(log).toEqual(['upload a', 'send a m-a', 'send a m-a']);
    expect(transport.upload).toHaveBeenCalledOnce();
    expect(sender.snapshot()).toEqual([]);
  });

  it('marks a refused upload as not sent, goes on with the next, and retries it', async () => {
    let refuse = true;
    const { sender, log } = setup({
      upload: vi.fn(async (i: VoiceItem) => {
        log.push(`upload ${i.client_id}`);
        if (refuse && i.client_id === 'a') throw new ApiError('Too large', 413, {});
        return media(`m-${i.client_id}`);
      }),
    });
    await sender.add(item('a'));
    await sender.add(item('b'));
    expect(sender.snapshot()).toMatchObject([{ client_id: 'a', status: 'failed' }]);
    expect(log).toEqual(['upload a', 'upload b', 'send b m-b']);
    refuse = false;
    await sender.retry('a');
    expect(sender.snapshot()).toEqual([]);
    expect(log.slice(-2)).toEqual(['upload a', 'send a m-a']);
  });

  it('discards a voice message that was not sent', async () => {
    const { sender } = setup({ upload: () => Promise.reject(new ApiError('No', 415, {})) });
    await sender.add(item('a'));
    expect(sender.snapshot()).toMatchObject([{ status: 'failed' }]);
    sender.discard('a');
    expect(sender.snapshot()).toEqual([]);
  });
});
