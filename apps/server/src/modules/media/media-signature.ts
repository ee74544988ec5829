import { LIMITS, type ImageMimeType } from '@hearth/shared';

/** Bytes that tell the accepted types apart: up to an `ftyp` box's major brand. */
export const SIGNATURE_BYTES = 12;

/**
 * What the first bytes say an upload is. An ISO BMFF or EBML file may hold audio or video, which
 * only its tracks tell (often at its end): it is read as a video, and a recording found in it is
 * held to the voice limit once it has arrived.
 */
export type Signature =
  | { kind: 'photo'; mimeType: ImageMimeType; maxBytes: number }
  | { kind: 'video'; container: 'iso' | 'webm'; maxBytes: number }
  | { kind: 'audio'; maxBytes: number };

const at = (head: Buffer, offset: number, text: string) =>
  head.toString('latin1', offset, offset + text.length) === text;

const photo = (mimeType: ImageMimeType): Signature => ({
  kind: 'photo',
  mimeType,
  maxBytes: LIMITS.photoMaxBytes,
});

/** ISO image brands: AVIF's own, and the HEIF family's (the decoder tells AVIF from HEIC). */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'mif1', 'msf1']);

/** The accepted type the first bytes start, or null: then the rest is not read. */
export function signatureOf(head: Buffer): Signature | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return photo('image/jpeg');
  }
  if (head.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return photo('image/png');
  if (at(head, 0, 'GIF87a') || at(head, 0, 'GIF89a')) return photo('image/gif');
  if (at(head, 0, 'RIFF') && at(head, 8, 'WEBP')) return photo('image/webp');
  if (head.length >= 12 && at(head, 4, 'ftyp')) {
    if (IMAGE_BRANDS.has(head.toString('latin1', 8, 12))) return photo('image/avif');
    return { kind: 'video', container: 'iso', maxBytes: LIMITS.videoMaxBytes };
  }
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) {
    return { kind: 'video', container: 'webm', maxBytes: LIMITS.videoMaxBytes };
  }
  if (at(head, 0, 'OggS')) return { kind: 'audio', maxBytes: LIMITS.voiceMaxBytes };
  return null;
}

const MARKUP = /<(script|html|svg|!doctype|\?xml|iframe|object|body)[\s>/]/i;
const EDGE_BYTES = 1024;

/**
 * Whether the bytes also read as a page: markup where a browser sniffing them would look (the
 * first and the last KB). Served files carry nosniff and a sandbox, and photos are re-encoded
 * (anything after an image's end is dropped), so this is a last line for what is stored as is.
 */
export function looksLikeMarkup(bytes: Buffer): boolean {
  const first = bytes.toString('latin1', 0, EDGE_BYTES);
  const last = bytes.toString('latin1', Math.max(0, bytes.length - EDGE_BYTES));
  return MARKUP.test(first) || MARKUP.test(last);
}
