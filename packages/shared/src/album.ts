import { z } from 'zod';
import { ALBUM_MESSAGES } from './album-texts.js';
import type { Participant } from './conversations.js';
import { LIMITS } from './limits.js';
import type { MessagePhoto, MessageVideo } from './media.js';

export * from './album-texts.js';

/** One photo or video of the family album, with where and from whom it came. */
export interface AlbumItem {
  /** `photo` carries `photo`, `video` carries `video`. */
  kind: 'photo' | 'video';
  photo?: MessagePhoto;
  video?: MessageVideo;
  /** Its place in its message (0 for a video); "Photo from Nana, 3 of 5" counts from it. */
  position: number;
  /** How many photos its message carries (1 for a video). */
  of: number;
  caption: string;
  message_id: string;
  conversation: { id: string; title: string };
  profile: Participant;
  created_at: string;
}

/** `GET /api/v1/profiles/{profileId}/album`: newest first; `next_cursor` null on the last page. */
export interface AlbumPage {
  items: AlbumItem[];
  next_cursor: string | null;
}

const limitError = `limit must be a whole number from 1 to ${LIMITS.albumPageMax}`;

export const albumQuerySchema = z.object({
  /** The opaque `next_cursor` of the page before. */
  before: z.string({ error: ALBUM_MESSAGES.cursorInvalid }).max(200).optional(),
  limit: z.coerce
    .number({ error: limitError })
    .int({ error: limitError })
    .min(1, { error: limitError })
    .max(LIMITS.albumPageMax, { error: limitError })
    .default(LIMITS.albumPageSize),
  /** Only this conversation's photos and videos (the album's filter). */
  conversation_id: z.string().max(64).optional(),
});
export type AlbumQuery = z.output<typeof albumQuerySchema>;
