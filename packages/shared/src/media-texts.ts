// Apart from media.ts: the web's first chunks read these texts and limits without zod.
import { LIMITS } from './limits.js';

export const VOICE_LIMITS = {
  maxBytes: LIMITS.voiceMaxBytes,
  maxDurationMs: LIMITS.voiceMaxDurationMs,
  waveformMaxBars: LIMITS.waveformMaxBars,
} as const;

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
