import type { AlbumItem } from '@hearth/shared';
import { Play } from 'lucide-react';
import { videoDuration } from '@/lib/media/labels';
import { placeholderStyle } from '@/lib/media/placeholder';

interface AlbumTileProps {
  item: AlbumItem;
  label: string;
  onOpen: () => void;
  /**
   * On the first screen: fetched at once, the very first before all (a lazy first tile delayed
   * the page's largest paint).
   */
  load?: 'first' | 'eager' | 'lazy';
}

/** One square of the album: a photo's thumbnail, or a video's poster with its length. */
export function AlbumTile({ item, label, onOpen, load = 'lazy' }: AlbumTileProps) {
  const video = item.kind === 'video' ? item.video : undefined;
  const src = video ? video.poster_url : item.photo?.thumb_url;
  const size = video ?? item.photo;
  return (
    <button
      type="button"
      onClick={onOpen}
      // A video without a poster has no image to carry its name.
      aria-label={src ? undefined : label}
      className="relative block aspect-square w-full overflow-hidden rounded-card bg-ink/80"
    >
      {src ? (
        <img
          src={src}
          alt={label}
          width={size?.width}
          height={size?.height}
          loading={load === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={load === 'first' ? 'high' : undefined}
          decoding="async"
          className="h-full w-full object-cover"
          style={placeholderStyle(item.photo?.placeholder)}
        />
      ) : null}
      {video ? (
        <span
          aria-hidden="true"
          className="absolute inset-x-1 bottom-1 flex items-center justify-between gap-1 text-white"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-black/60">
            <Play className="size-4 rtl:-scale-x-100" />
          </span>
          <span className="rounded-bubble bg-black/70 px-2 text-base">
            {videoDuration(video.duration_ms)}
          </span>
        </span>
      ) : null}
    </button>
  );
}
