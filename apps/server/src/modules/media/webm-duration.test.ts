import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/media.js';
import { inspectAudio } from './audio-inspect.js';
import { opusPacketMs, webmDurationMs } from './webm-duration.js';

describe('the length of a MediaRecorder WebM', () => {
  it('is measured from its blocks: the last one’s time plus its packet', () => {
    expect(webmDurationMs(fixture('voice.webm'))).toBe(2021);
    expect(webmDurationMs(fixture('long.webm'))).toBe(602_021);
  });

  it('stops at a recording cut short, and is null without any block', () => {
    const whole = fixture('voice.webm');
    const cut = webmDurationMs(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(cut).toBeGreaterThan(0);
    expect(cut).toBeLessThan(2021);
    expect(webmDurationMs(whole.subarray(0, 300))).toBeNull();
    expect(webmDurationMs(fixture('image.png'))).toBeNull();
    expect(webmDurationMs(Buffer.alloc(0))).toBeNull();
  });

  it.each([
    [0xf8, [], 20], // CELT, 20 ms, one frame
    [0x00, [], 10], // SILK, 10 ms
    [0x79, [], 40], // hybrid 20 ms, two frames (code 1)
    [0x1b, [3], 180], // SILK 60 ms, three frames (code 3)
    [0x60, [], 10], // hybrid 10 ms
  ])('reads an Opus packet’s length from its first bytes (%i)', (toc, rest, ms) => {
    expect(opusPacketMs(Uint8Array.from([toc, ...rest]))).toBe(ms);
  });
});

describe('inspecting an upload', () => {
  it('names the container and length, and refuses video or anything else', async () => {
    expect(await inspectAudio(fixture('voice.ogg'))).toEqual({
      kind: 'audio',
      mimeType: 'audio/ogg',
      durationMs: 2000,
    });
    expect(await inspectAudio(fixture('video.webm'))).toEqual({ kind: 'not-audio' });
    expect(await inspectAudio(Buffer.from('ID3 not really'))).toEqual({ kind: 'not-audio' });
    expect(await inspectAudio(fixture('voice.m4a').subarray(0, 40))).toEqual({
      kind: 'unreadable',
    });
  });
});
