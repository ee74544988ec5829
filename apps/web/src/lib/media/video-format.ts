import { LIMITS } from '@hearth/shared';
import type { RecordingLimits } from '../voice/recording-format';

/**
 * Video messages: H.264/AAC in MP4 where the browser records it (Safari, recent Chrome), which
 * every browser plays; WebM (VP9, else VP8, with Opus) otherwise (Firefox, older Chrome).
 */
export const VIDEO_FORMATS = [
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
] as const;

export const VIDEO_RECORDING_LIMITS: RecordingLimits = {
  maxDurationMs: LIMITS.videoMaxDurationMs,
  maxBytes: LIMITS.videoMaxBytes,
};

/** 2.5 Mbit/s: a phone's 720p face stays sharp and 3 minutes take about 56 MB. */
export const VIDEO_BITS_PER_SECOND = 2_500_000;

export type Facing = 'user' | 'environment';

/** The camera asked for: the front one by default, at a size a message needs. */
export function cameraConstraints(facing: Facing): MediaStreamConstraints {
  return {
    audio: true,
    video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } },
  };
}
