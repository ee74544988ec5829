import type { KindHandler } from '../kind-handler.js';
import { photosCarried, pictureForSend } from '../picture-uploads.js';
import { printPhotos } from './photo-print.js';
import { photosOf } from './photo-read.js';

const verdicts = {
  not_yours: 'photos_not_yours',
  used: 'photo_used',
  expired: 'upload_expired',
} as const;

/**
 * A photo message: 1 to 10 photos this profile uploaded to this conversation, in the order
 * given (message_media), each sent once; `content` is the caption.
 */
export const photoKind: KindHandler = {
  kind: 'photo',
  pictures: true,
  usedRefusal: 'photo_used',
  claims: (body) => body.photo_ids !== undefined,
  async check(db, body, sender, place) {
    const who = { ...place, accountId: sender.account_id };
    const ids = body.photo_ids!.map((id) => id.toLowerCase());
    const carried = await photosCarried(db, ids, who);
    if (carried.used) return { refused: 'photo_used' };
    for (const id of ids) {
      const photo = await pictureForSend(db, id, who, 'image/', verdicts, carried.retry);
      if ('refused' in photo) return photo;
      // Another upload's size (a thumbnail, a video's poster) is not a photo of its own.
      if (photo.variant_of !== null) return { refused: 'photos_not_yours' };
    }
    return {
      media_id: null,
      waveform: null,
      story: null,
      store: async (trx, messageId) => {
        const rows = ids.map((media_id, position) => ({
          message_id: messageId,
          position,
          media_id,
        }));
        await trx.insertInto('message_media').values(rows).execute();
      },
    };
  },
  fields: photosOf,
  pushText: (row, who, texts) => texts.photos(who, Number(row.media_count ?? 1)),
  preview: (row, texts) => texts.preview.photos(Number(row.media_count ?? 1)),
  exportForm: async (_row, tools) => ({
    recording: null,
    pictures: (await tools.photos()).map((photo) => ({
      file: tools.picture(photo.media_id, photo.mime_type),
      mime_type: photo.mime_type,
    })),
  }),
  pictureCounts: (row) => ({ photos: Number(row.media_count ?? 0), videos: 0 }),
  voiceMs: () => 0,
  badges: 'answer',
  playable: false,
  editable: false,
  printed: printPhotos,
};
