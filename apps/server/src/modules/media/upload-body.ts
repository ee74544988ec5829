import type { Readable } from 'node:stream';
import { LIMITS, MEDIA_MESSAGES } from '@hearth/shared';
import { HttpError } from '../../lib/http-error.js';
import { mayBeAudio, SIGNATURE_BYTES } from './audio-signature.js';
import { readBounded } from './read-body.js';
import type { UploadSlot } from './upload-slots.js';

// The refusals made while the body arrives leave the rest of it unread: the connection cannot
// carry another request.
export const tooLarge = () =>
  new HttpError(413, 'body_too_large', MEDIA_MESSAGES.tooLarge, [MEDIA_MESSAGES.tooLarge], {
    connection: 'close',
  });
const notAudioUnread = () =>
  new HttpError(415, 'unsupported_media_type', MEDIA_MESSAGES.notAudio, undefined, {
    connection: 'close',
  });
const cutOff = () => new HttpError(400, 'validation_failed', 'The upload was cut off');

/**
 * An upload's body, at most LIMITS.voiceMaxBytes, each byte counted in the slot's room as it
 * arrives; refused once its first bytes show it is no audio container, before the rest is read.
 */
export function receive(body: Readable, declared: number, slot: UploadSlot): Promise<Buffer> {
  return readBounded(body, LIMITS.voiceMaxBytes, {
    tooLarge,
    cutOff,
    declared,
    head: { bytes: SIGNATURE_BYTES, judge: (head) => (mayBeAudio(head) ? null : notAudioUnread()) },
    holding: (size) => slot.hold(size),
  });
}
