import { LIMITS, type ImageMimeType } from '@hearth/shared';
import sharp, { type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** The sizes stored of a photo, each a WebP with no metadata at all, in sRGB. */
export interface ProcessedPhoto {
  display: { bytes: Buffer; width: number; height: number };
  thumb: { bytes: Buffer; width: number; height: number };
  /** A ThumbHash, base64. */
  placeholder: string;
}

export type PhotoInspection =
  { kind: 'photo'; photo: ProcessedPhoto } | { kind: 'too-many-pixels' } | { kind: 'unreadable' };

const FORMATS: Record<ImageMimeType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};
const DISPLAY_QUALITY = 82;
const THUMB_QUALITY = 70;
const PLACEHOLDER_SIDE = 100;

// An animated GIF (or WebP) stays animated: it is stored as an animated WebP, which every
// browser the family uses plays in an <img>, so it needs no video path of its own.
const open = (input: Buffer, animated: boolean) =>
  sharp(input, { animated, limitInputPixels: LIMITS.photoMaxPixels, failOn: 'error' });

const within = (side: number) => ({
  width: side,
  height: side,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

async function webp(image: Sharp, quality: number) {
  const { data, info } = await image
    .toColourspace('srgb')
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  // An animation's height is that of all its frames stacked; one frame's is what is shown.
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Decodes a photo whose first bytes said `mimeType`, and makes its stored sizes. The header is
 * read first: over LIMITS.photoMaxPixels (all of an animation's frames together) it is refused
 * before a pixel is decoded. Orientation is applied, then every metadata block is left behind:
 * sharp writes none unless asked to (no EXIF, GPS, XMP, IPTC or ICC profile), and colours are
 * converted to sRGB first. The original bytes are not kept.
 */
export async function processPhoto(
  bytes: Buffer,
  mimeType: ImageMimeType,
): Promise<PhotoInspection> {
  let meta;
  try {
    meta = await sharp(bytes, { animated: true }).metadata();
  } catch {
    return { kind: 'unreadable' };
  }
  if (meta.format !== FORMATS[mimeType]) return { kind: 'unreadable' };
  // HEIF holds AVIF and HEIC alike; only AV1 is an accepted photo.
  if (mimeType === 'image/avif' && meta.compression !== 'av1') return { kind: 'unreadable' };
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight * (meta.pages ?? 1) > LIMITS.photoMaxPixels) {
    return { kind: 'too-many-pixels' };
  }
  const animated = (meta.pages ?? 1) > 1;
  try {
    // The orientation is a still photo's (an animation carries none); autoOrient reads it.
    const display = await webp(
      open(bytes, animated).autoOrient().resize(within(LIMITS.photoDisplayMaxSide)),
      DISPLAY_QUALITY,
    );
    const still = open(display.bytes, false);
    const thumb = await webp(still.clone().resize(within(LIMITS.photoThumbMaxSide)), THUMB_QUALITY);
    const { data, info } = await still
      .resize(within(PLACEHOLDER_SIDE))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hash = rgbaToThumbHash(info.width, info.height, data);
    return {
      kind: 'photo',
      photo: { display, thumb, placeholder: Buffer.from(hash).toString('base64') },
    };
  } catch {
    return { kind: 'unreadable' };
  }
}
