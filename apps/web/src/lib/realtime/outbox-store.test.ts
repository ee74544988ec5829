import { describe, expect, it } from 'vitest';
import { Outbox, type OutboxItem, type VoiceOutboxItem } from './outbox';
import { legacyOutboxKey } from './outbox-legacy';
import { clearOutbox, IndexedDbOutboxStore } from './outbox-store';

let accounts = 0;
const account = () => `store-account-${++accounts}`;

const voice = (): VoiceOutboxItem => ({
  kind: 'voice',
  client_id: 'v1',
  profile_id: 'p',
  conversation_id: 'c',
  content: 'Hello from Gran',
  created_at: '2026-01-01T00:00:00.000Z',
  status: 'sending',
  audio: new Blob([new Uint8Array([1, 2, 3, 250])], { type: 'audio/webm;codecs=opus' }),
  mime_type: 'audio/webm;codecs=opus',
  duration_ms: 1200,
  waveform: [0, 128, 255],
});

function bytes(blob: Blob): Promise<number[]> {
  return new Promise((done) => {
    const reader = new FileReader();
    reader.onload = () => done([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.readAsArrayBuffer(blob);
  });
}

describe('IndexedDbOutboxStore', () => {
  it('keeps a voice message with its audio, and the upload once it is made', async () => {
    const id = account();
    await new IndexedDbOutboxStore(id).add(voice());
    await new IndexedDbOutboxStore(id).patch('v1', { media_id: 'media-1', waiting: true });

    const [item] = await new IndexedDbOutboxStore(id).load();
    if (item?.kind !== 'voice') throw new Error('the voice item was not kept');
    expect(item).toMatchObject({
      content: 'Hello from Gran',
      duration_ms: 1200,
      media_id: 'media-1',
    });
    expect(item.waveform).toEqual([0, 128, 255]);
    expect(item.waiting).toBeUndefined();
    expect(item.audio.type).toBe('audio/webm;codecs=opus');
    expect(await bytes(item.audio)).toEqual([1, 2, 3, 250]);
  });

  it("lets an outbox's send record the upload, so a retry after a reload does not repeat it", async () => {
    const id = account();
    const uploads: string[] = [];
    let online = false;
    const send = async (item: OutboxItem, progress: { uploaded(id: string): Promise<void> }) => {
      if (item.kind === 'voice' && !item.media_id) {
        uploads.push(item.client_id);
        await progress.uploaded('media-1');
      }
      if (!online) throw new TypeError('Failed to fetch');
      return {
        id: 'm1',
        content: '',
        created_at: '',
        profile: { id: 'p', nickname: 'G' },
        client_id: item.client_id,
        kind: 'voice' as const,
      };
    };
    const { audio, mime_type, duration_ms, waveform, ...rest } = voice();
    const first = new Outbox(new IndexedDbOutboxStore(id), send, () => undefined);
    await first.add({ ...rest, kind: 'voice', audio, mime_type, duration_ms, waveform });

    online = true;
    const reloaded = new Outbox(new IndexedDbOutboxStore(id), send, () => undefined);
    await reloaded.flush();
    expect(uploads).toEqual(['v1']);
    expect(reloaded.snapshot()).toEqual([]);
  });

  it('moves an old localStorage outbox over once, in order, and then forgets it', async () => {
    const id = account();
    const old = [
      {
        client_id: 'a',
        profile_id: 'p',
        conversation_id: 'c',
        content: 'first',
        created_at: '2026-01-01T00:00:00.000Z',
        status: 'sending',
        waiting: true,
      },
      {
        client_id: 'b',
        profile_id: 'p',
        conversation_id: 'c',
        content: 'second',
        created_at: '2026-01-01T00:00:01.000Z',
        status: 'failed',
      },
      { content: 'damaged' },
    ];
    window.localStorage.setItem(legacyOutboxKey(id), JSON.stringify(old));
    const loaded = await new IndexedDbOutboxStore(id).load();
    expect(loaded).toEqual([
      {
        kind: 'text',
        client_id: 'a',
        profile_id: 'p',
        conversation_id: 'c',
        content: 'first',
        created_at: '2026-01-01T00:00:00.000Z',
        status: 'sending',
      },
      {
        kind: 'text',
        client_id: 'b',
        profile_id: 'p',
        conversation_id: 'c',
        content: 'second',
        created_at: '2026-01-01T00:00:01.000Z',
        status: 'failed',
      },
    ]);
    expect(window.localStorage.getItem(legacyOutboxKey(id))).toBeNull();

    // A page that died after the move but before the old copy went moves it again: no duplicate.
    window.localStorage.setItem(legacyOutboxKey(id), JSON.stringify(old));
    const again = await new IndexedDbOutboxStore(id).load();
    expect(again.map((i) => i.client_id)).toEqual(['a', 'b']);
  });

  it('clears one account without touching another', async () => {
    const [mine, theirs] = [account(), account()];
    const item = { ...voice(), kind: 'text' as const, audio: undefined };
    await new IndexedDbOutboxStore(mine).add(item);
    await new IndexedDbOutboxStore(theirs).add({ ...item, client_id: 'v2' });
    await clearOutbox(mine);
    expect(await new IndexedDbOutboxStore(mine).load()).toEqual([]);
    expect(await new IndexedDbOutboxStore(theirs).load()).toHaveLength(1);
  });
});
