import type { AudioMimeType } from '@hearth/shared';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
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
 * said. MP4 and Ogg carry their length (movie or fragment headers, the last page's granule);
 * MediaRecorder's WebM does not, so it is measured from its blocks.
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
  const durationMs =
    mimeType === 'audio/webm'
      ? webmDurationMs(bytes)
      : format.duration === undefined
        ? null
        : Math.round(format.duration * 1000);
  if (durationMs === null || !Number.isFinite(durationMs) || durationMs <= 0) {
    return { kind: 'unreadable' };
  }
  return { kind: 'audio', mimeType, durationMs };
}
