import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MEDIA_MESSAGES } from './media-texts.js';

export * from './media-texts.js';

/** Audio containers the server accepts; the type is decided from the bytes, never the header. */
export const AUDIO_MIME_TYPES = ['audio/mp4', 'audio/webm', 'audio/ogg'] as const;
export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];

/** Photos the server accepts, decided from the bytes (SVG never: it can carry script). */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** Video containers the server accepts, decided from the bytes. */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];

export type MediaMimeType = AudioMimeType | ImageMimeType | VideoMimeType;

/**
 * A stored upload, as `POST .../media` answers it inside `{"media": ...}`. A photo answers its
 * processed display size (`width`/`height` as displayed, after orientation) and no duration; a
 * recording answers its duration and no size; a video answers both.
 */
export interface Media {
  id: string;
  mime_type: MediaMimeType;
  byte_size: number;
  duration_ms: number | null;
  width: number | null;
  height: number | null;
}

/** One photo of a photo message; both links are signed and expiring. */
export interface MessagePhoto {
  id: string;
  /** The display size: longest side at most LIMITS.photoDisplayMaxSide. */
  url: string;
  /** Longest side LIMITS.photoThumbMaxSide. */
  thumb_url: string;
  width: number;
  height: number;
  /** A ThumbHash (base64) the client draws while the photo loads. */
  placeholder: string | null;
}

/** The video of a video message; both links are signed, expiring and Range-capable. */
export interface MessageVideo {
  id: string;
  url: string;
  poster_url: string | null;
  mime_type: VideoMimeType;
  duration_ms: number;
  width: number;
  height: number;
}

/** The audio of a voice message; `url` is signed and expiring, playable in `<audio src>` as is. */
export interface MessageAudio {
  id: string;
  url: string;
  mime_type: AudioMimeType;
  duration_ms: number;
  /** About 50 bars, each 0-255, computed once by the recording client. */
  waveform: number[];
  /** The other participants who have listened to it (profile ids), oldest first. */
  played_by: string[];
}

/** Every kind of message the contract has; each has one handler on the server, one look on the web. */
export const MESSAGE_KINDS = ['text', 'voice', 'story', 'photo', 'video', 'call'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID, compared lower-cased; `error` names the field. */
export function uuidField(error: string) {
  return z
    .string({ error })
    .regex(UUID_PATTERN, { error })
    .transform((id) => id.toLowerCase());
}

/**
 * `POST .../media?client_id=<uuid>`: the uploader's own id for this upload. Sent again with the
 * same id (a retry after a lost answer, an outbox replay), the stored media is answered (200).
 */
export const mediaUploadQuerySchema = z.object({
  client_id: uuidField('client_id must be a UUID').optional(),
});

/** A voice message's bars, as the recording client drew them. */
export const waveformField = z
  .array(
    z
      .number({ error: MEDIA_MESSAGES.waveformInvalid })
      .int({ error: MEDIA_MESSAGES.waveformInvalid })
      .min(0, { error: MEDIA_MESSAGES.waveformInvalid })
      .max(255, { error: MEDIA_MESSAGES.waveformInvalid }),
    { error: MEDIA_MESSAGES.waveformInvalid },
  )
  .max(LIMITS.waveformMaxBars, { error: MEDIA_MESSAGES.waveformInvalid });
