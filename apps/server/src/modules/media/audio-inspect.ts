import type { AudioMimeType } from '@hearth/shared';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { fragmentedMp4DurationMs } from './mp4-duration.js';
import { webmDurationMs } from './webm-duration.js';

/** Containers by the extension file-type gives them; the MIME types it names vary by brand. */
const CONTAINERS: Record<string, AudioMimeType> = {
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
};

export type Inspection =
  | { kind: 'audio'; mimeType: AudioMimeType; durationMs: number }
  /** Not one of the accepted containers, or one that holds video or no audio at all. */
  | { kind: 'not-audio' }
  /** An accepted container in which no playable length could be found. */
  | { kind: 'unreadable' };

/**
 * What the bytes are, from their signature and their container, never from what the client
 * said. A plain MP4 and Ogg carry their length (movie header, the last page's granule);
 * MediaRecorder's WebM and fragmented MP4 do not, so theirs is measured from blocks or fragments.
 */
export async function inspectAudio(bytes: Buffer): Promise<Inspection> {
  const type = await fileTypeFromBuffer(bytes);
  const mimeType = type ? CONTAINERS[type.ext] : undefined;
  if (!type || !mimeType) return { kind: 'not-audio' };
  let format;
  try {
    ({ format } = await parseBuffer(
      bytes,
      { mimeType: type.mime, size: bytes.length },
      { duration: true, skipCovers: true },
    ));
  } catch {
    return { kind: 'unreadable' };
  }
  if (!format.hasAudio || format.hasVideo) return { kind: 'not-audio' };
  const measured = measuredMs(mimeType, bytes);
  const durationMs = measured === undefined ? headerMs(format.duration) : measured;
  if (durationMs === null || !Number.isFinite(durationMs) || durationMs <= 0) {
    return { kind: 'unreadable' };
  }
  return { kind: 'audio', mimeType, durationMs };
}

/** The length found by walking the container, where its header cannot be believed. */
function measuredMs(mimeType: AudioMimeType, bytes: Buffer): number | null | undefined {
  if (mimeType === 'audio/webm') return webmDurationMs(bytes);
  // Chrome's fragmented MP4 declares only its first fragment in the movie header.
  if (mimeType === 'audio/mp4') return fragmentedMp4DurationMs(bytes);
  return undefined;
}

function headerMs(seconds: number | undefined): number | null {
  return seconds === undefined ? null : Math.round(seconds * 1000);
}
