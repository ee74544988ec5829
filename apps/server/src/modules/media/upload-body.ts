import type { Readable } from 'node:stream';
import { LIMITS, MEDIA_MESSAGES } from '@hearth/shared';
import { HttpError } from '../../lib/http-error.js';
import type { ErrorCode } from '@hearth/shared';
import { signatureOf, SIGNATURE_BYTES, type Signature } from './media-signature.js';
import { readBounded } from './read-body.js';
import type { UploadSlot } from './upload-slots.js';

/** The largest upload of any type: a body declared longer is refused before it is read. */
export const UPLOAD_MAX_BYTES = Math.max(
  LIMITS.photoMaxBytes,
  LIMITS.videoMaxBytes,
  LIMITS.voiceMaxBytes,
);

// The refusals made while the body arrives leave the rest of it unread: the connection cannot
// carry another request.
const refusedUnread = (status: number, code: ErrorCode, message: string) =>
  new HttpError(status, code, message, [message], { connection: 'close' });

export const tooLarge = (message: string = MEDIA_MESSAGES.tooLarge) =>
  refusedUnread(413, 'body_too_large', message);
export const notMedia = () => new HttpError(415, 'unsupported_media_type', MEDIA_MESSAGES.notMedia);
const notMediaUnread = () => refusedUnread(415, 'unsupported_media_type', MEDIA_MESSAGES.notMedia);
const cutOff = () => new HttpError(400, 'validation_failed', 'The upload was cut off');

const TOO_LARGE: Record<Signature['kind'], string> = {
  photo: MEDIA_MESSAGES.photoTooLarge,
  video: MEDIA_MESSAGES.videoTooLarge,
  audio: MEDIA_MESSAGES.tooLarge,
};

/** The refusal of a `kind` over its size, for a check made once the body has arrived. */
export const tooLargeFor = (kind: Signature['kind']) => tooLarge(TOO_LARGE[kind]);

/**
 * An upload's body and what its first bytes say it is. Each byte is counted in the slot's room
 * as it arrives; the body is refused once its first bytes start no accepted type, and once it
 * passes that type's limit (a photo 25 MB, a video 200 MB, a recording 10 MB), never after.
 */
export async function receive(
  body: Readable,
  declared: number,
  slot: UploadSlot,
): Promise<{ bytes: Buffer; signature: Signature | null }> {
  let signature: Signature | null = null;
  const bytes = await readBounded(body, UPLOAD_MAX_BYTES, {
    tooLarge,
    cutOff,
    declared,
    head: {
      bytes: SIGNATURE_BYTES,
      judge: (head) => {
        signature = signatureOf(head);
        if (!signature) return notMediaUnread();
        const refusal = () => tooLargeFor(signature!.kind);
        if (declared > signature.maxBytes) return refusal();
        return { max: signature.maxBytes, tooLarge: refusal };
      },
    },
    holding: (size) => slot.hold(size),
  });
  return { bytes, signature };
}
