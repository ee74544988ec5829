import { blobBytes } from './blob-bytes';

/** Bars of a voice message's waveform: enough to show its shape on a phone-wide bubble. */
export const WAVEFORM_BARS = 50;

/**
 * The loudest sample of each of `bars` equal stretches of the recording, scaled so that the
 * loudest stretch is 255: a quiet speaker's message still shows its shape.
 */
export function waveformFromSamples(
  channels: readonly Float32Array[],
  bars: number = WAVEFORM_BARS,
): number[] {
  const length = Math.min(...channels.map((c) => c.length));
  const peaks = new Array<number>(bars).fill(0);
  if (!Number.isFinite(length) || length === 0) return peaks;
  for (let bar = 0; bar < bars; bar++) {
    const from = Math.floor((bar * length) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * length) / bars));
    let peak = 0;
    for (const channel of channels) {
      for (let i = from; i < to && i < length; i++) {
        const value = Math.abs(channel[i]!);
        if (value > peak) peak = value;
      }
    }
    peaks[bar] = peak;
  }
  const loudest = Math.max(...peaks);
  // Digital silence (or a muted microphone) stays flat rather than amplifying noise.
  if (loudest < 1e-4) return peaks.map(() => 0);
  return peaks.map((peak) => Math.round((peak / loudest) * 255));
}

type OfflineContextClass = typeof OfflineAudioContext;

// 8 kHz is plenty for a 50-bar outline and keeps a 10 minute recording small to decode.
const DECODE_RATE = 8000;

async function decode(bytes: ArrayBuffer): Promise<AudioBuffer> {
  const w = window as {
    OfflineAudioContext?: OfflineContextClass;
    webkitOfflineAudioContext?: OfflineContextClass;
  };
  const Context = w.OfflineAudioContext ?? w.webkitOfflineAudioContext;
  if (!Context) throw new Error('No Web Audio');
  return new Context(1, 1, DECODE_RATE).decodeAudioData(bytes);
}

/**
 * The waveform of a recording, computed once on the recording device and sent with the message.
 * A recording the browser cannot decode gets a flat waveform: it still plays and still sends.
 */
export async function computeWaveform(blob: Blob, bars: number = WAVEFORM_BARS): Promise<number[]> {
  try {
    const buffer = await decode(await blobBytes(blob));
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, n) =>
      buffer.getChannelData(n),
    );
    return waveformFromSamples(channels, bars);
  } catch {
    return new Array<number>(bars).fill(0);
  }
}
