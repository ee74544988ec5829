import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, MEDIA_MESSAGES, type MediaMimeType } from '@hearth/shared';
import type { MediaVariant } from '../../db/schema.js';
import { unprocessable } from '../../lib/http-error.js';
import { inspectAudio } from './audio-inspect.js';
import { looksLikeMarkup, type Signature } from './media-signature.js';
import { readMp4Video } from './mp4-video.js';
import { processPhoto, type ProcessedPhoto } from './photo-process.js';
import { processInTurn } from './processing-queue.js';
import { notMedia, tooLargeFor } from './upload-body.js';
import { firstFrame } from './video-poster.js';
import { readWebmVideo } from './webm-video.js';

/** One file to store: an upload as kept, or one of its other sizes. */
export interface StoredFile {
  mimeType: MediaMimeType;
  bytes: Buffer;
  /** 0 for a photo (the column's value); the answer says null. */
  durationMs: number;
  width: number | null;
  height: number | null;
  placeholder: string | null;
}

export interface Ingested {
  main: StoredFile;
  variants: { variant: MediaVariant; file: StoredFile }[];
}

const webpFile = (size: ProcessedPhoto['display'], placeholder: string | null): StoredFile => ({
  mimeType: 'image/webp',
  bytes: size.bytes,
  durationMs: 0,
  width: size.width,
  height: size.height,
  placeholder,
});

/** A photo as stored: its display size and thumbnail, never the bytes sent. */
async function ingestPhoto(bytes: Buffer, signature: Signature & { kind: 'photo' }) {
  const result = await processInTurn(() => processPhoto(bytes, signature.mimeType));
  if (result.kind === 'too-many-pixels') throw unprocessable([MEDIA_MESSAGES.photoTooManyPixels]);
  if (result.kind === 'unreadable') throw unprocessable([MEDIA_MESSAGES.photoUnreadable]);
  const { display, thumb, placeholder } = result.photo;
  return {
    main: webpFile(display, placeholder),
    variants: [{ variant: 'thumb' as const, file: webpFile(thumb, null) }],
  };
}

/** The poster of a video, or none when ffmpeg could not draw one (the video is kept anyway). */
async function posterOf(video: Buffer, log: FastifyBaseLogger): Promise<StoredFile | null> {
  try {
    const frame = await processInTurn(() => firstFrame(video));
    const poster = await processInTurn(() => processPhoto(frame, 'image/png'));
    if (poster.kind === 'photo') return webpFile(poster.photo.display, poster.photo.placeholder);
    log.warn({ poster: poster.kind }, 'the poster ffmpeg drew could not be processed');
  } catch (error) {
    log.warn({ err: error }, 'no poster for a video: ffmpeg failed');
  }
  return null;
}

/**
 * A recording, held to the voice limits (its container might have held a video: only once it
 * has all arrived is a recording over 10 MB told apart from a video).
 */
async function ingestAudio(bytes: Buffer): Promise<Ingested> {
  if (bytes.length > LIMITS.voiceMaxBytes) throw tooLargeFor('audio');
  const audio = await inspectAudio(bytes);
  if (audio.kind === 'not-audio') throw notMedia();
  if (audio.kind === 'unreadable') throw unprocessable([MEDIA_MESSAGES.unreadable]);
  if (audio.durationMs > LIMITS.voiceMaxDurationMs) throw unprocessable([MEDIA_MESSAGES.tooLong]);
  const file = { bytes, durationMs: audio.durationMs, width: null, height: null };
  return { main: { ...file, mimeType: audio.mimeType, placeholder: null }, variants: [] };
}

/**
 * What is stored of an upload whose first bytes showed `signature`, once all of it arrived; an
 * HttpError when it is refused. A file that also reads as a page (markup in its first or last
 * KB) is refused as not media (415). A video is kept as sent, its location boxes emptied
 * (`bytes` is changed in place); a container with no video track is read as a recording.
 */
export async function ingest(
  bytes: Buffer,
  signature: Signature,
  log: FastifyBaseLogger,
): Promise<Ingested> {
  if (looksLikeMarkup(bytes)) throw notMedia();
  if (signature.kind === 'photo') return ingestPhoto(bytes, signature);
  if (signature.kind === 'audio') return ingestAudio(bytes);
  const read = signature.container === 'iso' ? readMp4Video : readWebmVideo;
  const video = read(bytes);
  // No video track: a recording.
  if (video === undefined) return ingestAudio(bytes);
  if (video === null) throw unprocessable([MEDIA_MESSAGES.videoUnreadable]);
  if (video.durationMs > LIMITS.videoMaxDurationMs) {
    throw unprocessable([MEDIA_MESSAGES.videoTooLong]);
  }
  // A recording is kept byte for byte; a video loses its location boxes.
  read(bytes, true);
  const quickTime = 'brand' in video && video.brand === 'qt  ';
  const mimeType =
    signature.container === 'webm' ? 'video/webm' : quickTime ? 'video/quicktime' : 'video/mp4';
  const main: StoredFile = {
    mimeType,
    bytes,
    durationMs: video.durationMs,
    width: video.width,
    height: video.height,
    placeholder: null,
  };
  const poster = await posterOf(bytes, log);
  return { main, variants: poster ? [{ variant: 'poster', file: poster }] : [] };
}
