import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeWaveform, waveformFromSamples, WAVEFORM_BARS } from './waveform';

afterEach(() => vi.unstubAllGlobals());

describe('waveformFromSamples', () => {
  it('takes the peak of each stretch and scales the loudest to 255', () => {
    const samples = new Float32Array([0.1, -0.2, 0.05, 0.05, -0.4, 0.3, 0, 0]);
    expect(waveformFromSamples([samples], 4)).toEqual([128, 32, 255, 0]);
  });

  it('takes the louder channel of a stereo recording', () => {
    const left = new Float32Array([0.5, 0, 0, 0]);
    const right = new Float32Array([0, 0, 0, 0.25]);
    expect(waveformFromSamples([left, right], 2)).toEqual([255, 128]);
  });

  it('gives about 50 bars by default, each 0-255, also for fewer samples than bars', () => {
    const short = waveformFromSamples([new Float32Array([0.2, 0.9, 0.1])]);
    expect(short).toHaveLength(WAVEFORM_BARS);
    expect(WAVEFORM_BARS).toBe(50);
    expect(short.every((v) => Number.isInteger(v) && v >= 0 && v <= 255)).toBe(true);
    expect(Math.max(...short)).toBe(255);
  });

  it('stays flat for silence and for an empty recording', () => {
    expect(waveformFromSamples([new Float32Array(1000)], 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waveformFromSamples([new Float32Array(0)], 3)).toEqual([0, 0, 0]);
    expect(waveformFromSamples([], 3)).toEqual([0, 0, 0]);
  });
});

describe('computeWaveform', () => {
  it('decodes the recording and measures its samples', async () => {
    const decoded = new Float32Array(100).map((_, i) => (i < 50 ? 0.1 : 0.8));
    const decodeAudioData = vi.fn(async (bytes: ArrayBuffer) => {
      expect(new Uint8Array(bytes)).toEqual(new Uint8Array([7, 8, 9]));
      return { numberOfChannels: 1, getChannelData: () => decoded };
    });
    vi.stubGlobal(
      'OfflineAudioContext',
      vi.fn(() => ({ decodeAudioData })),
    );
    const waveform = await computeWaveform(new Blob([new Uint8Array([7, 8, 9])]), 2);
    expect(waveform).toEqual([32, 255]);
  });

  it('is flat when the browser cannot decode the recording', async () => {
    vi.stubGlobal(
      'OfflineAudioContext',
      vi.fn(() => ({ decodeAudioData: () => Promise.reject(new Error('EncodingError')) })),
    );
    expect(await computeWaveform(new Blob(['x']), 3)).toEqual([0, 0, 0]);
  });
});
