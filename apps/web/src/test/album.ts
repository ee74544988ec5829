import type { AlbumItem } from '@hearth/shared';

/** A signed media link as the server writes it (for Nana, never expiring in a test). */
export const mediaLink = (id: string) => `/api/v1/media/${id}?holder=nana&exp=9999999999&sig=s`;

type Where = Pick<AlbumItem, 'conversation' | 'profile' | 'created_at'> &
  Partial<Pick<AlbumItem, 'position' | 'of' | 'caption'>>;

const SAM = { id: 'sam', nickname: 'Sam' };
const FAMILY = { id: 'c1', title: 'Family' };

function placed(messageId: string, where: Partial<Where>): Omit<AlbumItem, 'kind'> {
  return {
    position: 0,
    of: 1,
    caption: '',
    message_id: messageId,
    conversation: FAMILY,
    profile: SAM,
    created_at: '2026-11-20T12:00:00.000Z',
    ...where,
  };
}

/** Photo `n` of the album (1200x900), from Sam in "Family" unless `where` says otherwise. */
export function anAlbumPhoto(n: number, where: Partial<Where> = {}): AlbumItem {
  return {
    kind: 'photo',
    photo: {
      id: `ph${n}`,
      url: mediaLink(`ph${n}`),
      thumb_url: mediaLink(`ph${n}t`),
      width: 1200,
      height: 900,
      placeholder: null,
    },
    ...placed(`m${n}`, where),
  };
}

/** A 42-second 720p video of the album, with its poster unless `poster` is false. */
export function anAlbumVideo(where: Partial<Where> = {}, poster = true): AlbumItem {
  return {
    kind: 'video',
    video: {
      id: 'v1',
      url: mediaLink('v1'),
      poster_url: poster ? mediaLink('v1p') : null,
      mime_type: 'video/mp4',
      duration_ms: 42_000,
      width: 1280,
      height: 720,
    },
    ...placed('mv1', where),
  };
}
