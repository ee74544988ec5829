import type { Media } from '@hearth/shared';
import { mediaFixture } from './fixtures/media/media-fixture.js';
import type { TestApp } from './helper.js';
import { upload } from './media.js';

/**
 * Photos and videos uploaded as a browser sends them (`POST .../media`), for the tests of what
 * comes after the upload: messages, the album, reports, export, activity, push.
 */
export interface Uploader {
  token: string;
  user: { id: string };
  profile: { id: string };
  conversation: { id: string };
}

/** The photo fixture (64 × 48 PNG) as the upload stores it: a display size and a thumbnail. */
export const PHOTO_SIZE = { width: 64, height: 48 };

async function uploadedBy(by: Uploader, t: TestApp, bytes: Buffer, type: string): Promise<Media> {
  const res = await upload(t, by.token, by.profile.id, by.conversation.id, bytes, {
    contentType: type,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ media: Media }>().media;
}

/** A photo, stored with its thumbnail. */
export function storedPhoto(t: TestApp, by: Uploader): Promise<Media> {
  return uploadedBy(by, t, mediaFixture('photo-64x48.png'), 'image/png');
}

/** A video, stored with the poster the server draws. */
export function storedVideo(t: TestApp, by: Uploader, bytes: Buffer): Promise<Media> {
  return uploadedBy(by, t, bytes, 'video/webm');
}

/** How many media rows (every size) the database holds for these uploads. */
export async function mediaRowsOf(t: TestApp, ids: string[]): Promise<number> {
  const rows = await t.app.ctx.db
    .selectFrom('media')
    .select('id')
    .where((eb) => eb.or([eb('id', 'in', ids), eb('variant_of', 'in', ids)]))
    .execute();
  return rows.length;
}
