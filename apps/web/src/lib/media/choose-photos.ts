import { IMAGE_MIME_TYPES, LIMITS } from '@hearth/shared';

export type PhotoRefusal =
  | { reason: 'too-many'; max: number }
  | { reason: 'not-photo'; name: string }
  | { reason: 'too-large'; name: string };

/**
 * Which of the files picked, dropped or pasted join a photo message that already holds `held`:
 * photos of a type the server takes, under its size limit, up to LIMITS.photosPerMessage in all.
 * The rest are refused, each with its reason, before anything is uploaded.
 */
export function choosePhotos(
  files: readonly File[],
  held: number,
): { accepted: File[]; refused: PhotoRefusal[] } {
  const accepted: File[] = [];
  const refused: PhotoRefusal[] = [];
  let over = false;
  for (const file of files) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      refused.push({ reason: 'not-photo', name: file.name });
    } else if (file.size > LIMITS.photoMaxBytes) {
      refused.push({ reason: 'too-large', name: file.name });
    } else if (held + accepted.length >= LIMITS.photosPerMessage) {
      over = true;
    } else {
      accepted.push(file);
    }
  }
  if (over) refused.unshift({ reason: 'too-many', max: LIMITS.photosPerMessage });
  return { accepted, refused };
}

/** Only the image files of a drop or a paste (a pasted text or link is left to the text box). */
export function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));
}
