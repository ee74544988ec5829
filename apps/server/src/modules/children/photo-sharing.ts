import { photoSharingSchema, type PhotoSharingState } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { validate } from '../../lib/validate.js';
import { requireChild } from '../profiles/profiles.service.js';
import * as repo from './children.repository.js';

/** Whether the parent's child may send photos and videos (on unless turned off). */
export async function readPhotoSharing(
  ctx: AppContext,
  accountId: string,
  childId: string,
): Promise<PhotoSharingState> {
  await requireChild(ctx, accountId, childId);
  const row = await repo.photosAllowedOf(ctx.db, childId);
  return { photo_sharing: { enabled: Number(row?.photos_allowed ?? 1) === 1 } };
}

/** The parent's switch; the send reads it in the access policy (maySharePictures). */
export async function setPhotoSharing(
  ctx: AppContext,
  accountId: string,
  childId: string,
  input: unknown,
): Promise<PhotoSharingState> {
  await requireChild(ctx, accountId, childId);
  const { photo_sharing } = validate(photoSharingSchema, input);
  await repo.setPhotosAllowed(ctx.db, childId, photo_sharing.enabled);
  return { photo_sharing };
}
