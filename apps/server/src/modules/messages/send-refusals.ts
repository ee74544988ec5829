import { CHILD_MESSAGES, MEDIA_MESSAGES, SEARCH_MESSAGES, STORY_MESSAGES } from '@hearth/shared';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { unauthorized } from '../../plugins/authenticate.js';
import type { SendRefusal } from '../access/access.policy.js';

/**
 * Each refusal's answer, in the order a send is judged: 401 as authentication answers, 404
 * whatever else keeps a conversation from the sender, 403 for a child held back, 422 for an
 * upload the send may not carry.
 */
const ANSWERS: Record<SendRefusal['refused'], () => HttpError> = {
  unauthorized,
  not_found: notFound,
  quiet_hours: () => new HttpError(403, 'forbidden', CHILD_MESSAGES.quietHours),
  paused: () => new HttpError(403, 'forbidden', CHILD_MESSAGES.paused),
  media_not_yours: () => unprocessable([MEDIA_MESSAGES.audioNotYours]),
  media_used: () => unprocessable([MEDIA_MESSAGES.audioUsed]),
  media_expired: () => unprocessable([MEDIA_MESSAGES.audioExpired]),
  story_unknown: () => unprocessable([STORY_MESSAGES.storyUnknown]),
  page_unknown: () => unprocessable([STORY_MESSAGES.pageUnknown]),
  photos_not_yours: () => unprocessable([MEDIA_MESSAGES.photosNotYours]),
  photo_used: () => unprocessable([MEDIA_MESSAGES.photoUsed]),
  video_not_yours: () => unprocessable([MEDIA_MESSAGES.videoNotYours]),
  video_used: () => unprocessable([MEDIA_MESSAGES.videoUsed]),
  poster_not_yours: () => unprocessable([MEDIA_MESSAGES.posterNotYours]),
  upload_expired: () => unprocessable([MEDIA_MESSAGES.mediaExpired]),
  photos_off: () => new HttpError(403, 'forbidden', MEDIA_MESSAGES.photosOff),
  reply_not_found: () => unprocessable([SEARCH_MESSAGES.replyNotFound]),
};

export function refusalError(refusal: SendRefusal): HttpError {
  return ANSWERS[refusal.refused]();
}
