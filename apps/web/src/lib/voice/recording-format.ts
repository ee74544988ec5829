import { VOICE_LIMITS } from '@hearth/shared';

/** The demo records WebM, as the specification describes it; nothing leaves the browser there. */
export const DEMO_FORMATS = ['audio/webm;codecs=opus', 'audio/webm'] as const;

/**
 * Voice messages: AAC in MP4 where the browser records it (Safari, recent Chrome), which every
 * browser in use plays; WebM/Opus otherwise (Firefox).
 */
export const MESSAGE_FORMATS = [
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
  'audio/webm;codecs=opus',
  'audio/webm',
] as const;

/** 48 kbit/s: speech stays clear and a minute takes about 360 KB, well under 1 MB. */
export const VOICE_BITS_PER_SECOND = 48_000;

export interface RecordingLimits {
  maxDurationMs: number;
  maxBytes: number;
}

export const VOICE_RECORDING_LIMITS: RecordingLimits = {
  maxDurationMs: VOICE_LIMITS.maxDurationMs,
  maxBytes: VOICE_LIMITS.maxBytes,
};

/** The warning shows this long before a limit stops the recording. */
export const LIMIT_WARNING_SECONDS = 10;

/** The first format this browser can record, or undefined to let it choose. */
export function pickFormat(candidates: readonly string[]): string | undefined {
  return candidates.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * How long the recording may still go on: the time limit, or the size limit at the rate the
 * bytes have come so far (a browser may ignore the requested bit rate), with a little room for
 * the last chunk.
 */
export function millisecondsLeft(
  elapsedMs: number,
  bytes: number,
  bytesAtMs: number,
  limits: RecordingLimits,
): number {
  const byTime = limits.maxDurationMs - elapsedMs;
  // Under two seconds of data the rate is mostly the container's header.
  if (bytes === 0 || bytesAtMs < 2000) return byTime;
  const room = limits.maxBytes * 0.95 - bytes;
  const bySize = room / (bytes / bytesAtMs) - (elapsedMs - bytesAtMs);
  return Math.min(byTime, bySize);
}
