import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { blobBytes } from '@/lib/voice/blob-bytes';
import { AUDIO_PREFIX, clearAudio, loadAudio, saveAudio } from './audio-store';

describe('audio store', () => {
  it('keeps a recording in IndexedDB behind an idb: reference', async () => {
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' });
    const ref = await saveAudio({ blob, durationSeconds: 3 });
    expect(ref.startsWith(AUDIO_PREFIX)).toBe(true);
    const loaded = await loadAudio(ref);
    expect(loaded?.durationSeconds).toBe(3);
    expect(loaded?.blob.type).toBe('audio/webm');
    expect(new Uint8Array(await blobBytes(loaded!.blob))).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers null for an unknown key or a reference that is not in IndexedDB', async () => {
    expect(await loadAudio('idb:nope')).toBeNull();
    expect(await loadAudio('blob:http://x/1')).toBeNull();
  });

  it('clears everything', async () => {
    const ref = await saveAudio({ blob: new Blob(['a']), durationSeconds: 1 }, 'k1');
    await clearAudio();
    expect(await loadAudio(ref)).toBeNull();
  });
});
