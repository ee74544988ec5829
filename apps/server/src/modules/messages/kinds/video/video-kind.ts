import type { Db } from '../../../../db/schema.js';
import type { KindHandler } from '../kind-handler.js';
import { clock } from '../kind-lines.js';
import { pictureForSend } from '../picture-uploads.js';
import { videosOf } from './video-read.js';

const videoVerdicts = {
  not_yours: 'video_not_yours',
  used: 'video_used',
  expired: 'upload_expired',
} as const;
const posterVerdicts = {
  ...videoVerdicts,
  not_yours: 'poster_not_yours',
  used: 'poster_not_yours',
} as const;

/**
 * A video message: one video this profile uploaded to this conversation (messages.media_id),
 * sent once; `content` is the caption. A poster the client drew (an image upload) replaces the
 * one the server made, in the same transaction as the message.
 */
export const videoKind: KindHandler = {
  kind: 'video',
  pictures: true,
  usedRefusal: 'video_used',
  claims: (body) => body.video_id !== undefined,
  async check(db, body, sender, place) {
    const who = { ...place, accountId: sender.account_id };
    const video = await pictureForSend(db, body.video_id!, who, 'video/', videoVerdicts);
    if ('refused' in video) return video;
    if (video.variant_of !== null) return { refused: 'video_not_yours' };
    let posterId: string | null = null;
    if (body.poster_id !== undefined) {
      const poster = await pictureForSend(db, body.poster_id, who, 'image/', posterVerdicts);
      if ('refused' in poster) return poster;
      // Already this video's poster: the same send retried.
      const own = poster.variant_of === video.id && poster.variant === 'poster';
      if (poster.variant_of !== null && !own) return { refused: 'poster_not_yours' };
      posterId = poster.id;
    }
    return {
      media_id: video.id,
      waveform: null,
      story: null,
      media: { mime_type: video.mime_type, duration_ms: Number(video.duration_ms) },
      ...(posterId ? { store: (trx) => becomesPoster(trx, video.id, posterId) } : {}),
    };
  },
  fields: videosOf,
  pushText: (row, who, texts) => texts.video(who, clock(row.duration_ms ?? 0)),
  preview: (row, texts) => texts.preview.video(clock(row.duration_ms ?? 0)),
  exportForm: async (row, tools) => {
    if (!row.media_id || !row.mime_type) return { recording: null };
    const poster = await tools.poster(row.media_id);
    return {
      recording: null,
      pictures: [
        {
          file: tools.picture(row.media_id, row.mime_type),
          mime_type: row.mime_type,
          poster: poster && tools.picture(poster.media_id, poster.mime_type),
        },
      ],
    };
  },
  pictureCounts: () => ({ photos: 0, videos: 1 }),
  voiceMs: () => 0,
  badges: 'answer',
  playable: false,
  editable: false,
  async printed(row, tools) {
    if (!row.media_id) return [];
    const poster = await tools.poster(row.media_id);
    return [
      {
        kind: 'video',
        heading: tools.heading,
        caption: tools.texts.exportViewer.videoFrom(row.nickname),
        poster: poster ? await tools.picture(poster.id) : null,
        text: row.content,
        url: await tools.link(row.media_id),
      },
    ];
  },
};

/** The client's poster replaces the server's: one poster per video, deleted with it. */
async function becomesPoster(trx: Db, videoId: string, posterId: string) {
  await trx
    .deleteFrom('media')
    .where('variant_of', '=', videoId)
    .where('variant', '=', 'poster')
    .where('id', '!=', posterId)
    .execute();
  await trx
    .updateTable('media')
    .set({ variant_of: videoId, variant: 'poster' })
    .where('id', '=', posterId)
    .execute();
}
