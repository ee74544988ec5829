import type { AlbumItem } from '@hearth/shared';
import type { ViewerItem } from '@/components/ui/media-viewer/media-viewer';
import { photoAlt, videoLabel } from '@/lib/media/labels';

/** "Photo from Nana, 3 of 5" (with the caption) or "Video from Nana, 42 seconds". */
export function albumLabel(item: AlbumItem): string {
  const sender = item.profile.nickname;
  if (item.kind === 'video') return videoLabel(sender, item.video?.duration_ms ?? 0, item.caption);
  return photoAlt({ sender, position: item.position + 1, of: item.of, caption: item.caption });
}

/** An item carrying what its kind says it carries: the album shows only those. */
export function showable(item: AlbumItem): boolean {
  return item.kind === 'video' ? Boolean(item.video) : Boolean(item.photo);
}

/** What the full-screen viewer shows of each (showable) album item, in the album's order. */
export function viewerItems(items: readonly AlbumItem[]): ViewerItem[] {
  return items.map((item): ViewerItem => {
    const base = { label: albumLabel(item), caption: item.caption, sender: item.profile.nickname };
    const media = item.video ?? item.photo;
    const { id = '', url = '', width = 1, height = 1 } = media ?? {};
    return item.kind === 'video'
      ? { ...base, key: id, kind: 'video', url, poster: item.video?.poster_url, width, height }
      : { ...base, key: `${item.message_id}/${id}`, kind: 'photo', url, width, height };
  });
}
