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
  /** Photos and video (issue 27). */
  notMedia:
    'Please send a photo (JPEG, PNG, WebP, GIF or AVIF), a video (MP4, WebM or QuickTime) or a recording (MP4, WebM or Ogg audio)',
  photoTooLarge: `A photo can be at most ${LIMITS.photoMaxBytes / 1024 / 1024} MB`,
  photoTooManyPixels: `A photo can be at most ${LIMITS.photoMaxPixels / 1_000_000} megapixels`,
  photoUnreadable: 'The photo could not be read',
  videoTooLarge: `A video can be at most ${LIMITS.videoMaxBytes / 1024 / 1024} MB`,
  videoTooLong: `A video can be at most ${LIMITS.videoMaxDurationMs / 60_000} minutes long`,
  videoUnreadable: 'The video could not be read',
  photosNotYours: 'photo_ids must be photos you uploaded to this conversation',
  photosCount: `A message can carry 1 to ${LIMITS.photosPerMessage} photos`,
  photosRepeated: 'photo_ids must not name the same photo twice',
  photoUsed: 'This photo has already been sent',
  videoNotYours: 'video_id must be a video you uploaded to this conversation',
  videoUsed: 'This video has already been sent',
  posterNotYours: 'poster_id must be a photo you uploaded to this conversation',
  posterWithoutVideo: 'poster_id is only for a video message (video_id)',
  mediaMixed: 'A message carries photos, a video, a recording or a story: only one of them',
  mediaExpired: 'This upload is too old to send; please add it again',
  photosOff: 'A grown-up has turned off photos and videos for this profile',
} as const;
