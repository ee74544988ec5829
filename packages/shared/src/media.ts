import { z } from 'zod';
import { LIMITS } from './limits.js';

/** Audio containers the server accepts; the type is decided from the bytes, never the header. */
export const AUDIO_MIME_TYPES = ['audio/mp4', 'audio/webm', 'audio/ogg'] as const;
export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];

/** A stored upload, as `POST .../media` answers it inside `{"media": ...}`. */
export interface Media {
  id: string;
  mime_type: AudioMimeType;
  byte_size: number;
  duration_ms: number;
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

export type MessageKind = 'text' | 'voice' | 'story';

export const VOICE_LIMITS = {
  maxBytes: LIMITS.voiceMaxBytes,
  maxDurationMs: LIMITS.voiceMaxDurationMs,
  waveformMaxBars: LIMITS.waveformMaxBars,
} as const;

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

/** The server's sentences about uploads and voice messages. */
export const MEDIA_MESSAGES = {
  empty: 'The recording is empty',
  tooLarge: `A voice message can be at most ${LIMITS.voiceMaxBytes / 1024 / 1024} MB`,
  tooLong: `A voice message can be at most ${LIMITS.voiceMaxDurationMs / 60_000} minutes long`,
  notAudio: 'Please send a recording in MP4, WebM or Ogg audio',
  unreadable: 'The recording could not be read',
  quotaFull: 'Your family has used all of its storage for voice messages',
  uploadsBusy: `At most ${LIMITS.voiceUploadsAtOnce} recordings can be sent at once; please try again in a moment`,
  serverBusy: 'The server is receiving many recordings just now; please try again in a moment',
  linkInvalid: 'This link is not valid or has expired',
  rangeNotSatisfiable: 'The requested range is outside the recording',
  audioNotYours: 'audio_id must be a recording you uploaded to this conversation',
  audioUsed: 'This recording has already been sent',
  audioExpired: 'This recording is too old to send; please record it again',
  waveformInvalid: `waveform must be at most ${LIMITS.waveformMaxBars} whole numbers from 0 to 255`,
  waveformWithoutAudio: 'waveform is only for a voice message (audio_id)',
  notVoice: 'Only a voice message can be played',
} as const;

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
