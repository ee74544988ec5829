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
}

export type MessageKind = 'text' | 'voice';

export const VOICE_LIMITS = {
  maxBytes: LIMITS.voiceMaxBytes,
  maxDurationMs: LIMITS.voiceMaxDurationMs,
  waveformMaxBars: LIMITS.waveformMaxBars,
} as const;
