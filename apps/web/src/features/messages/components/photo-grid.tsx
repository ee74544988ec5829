import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessagePhoto } from '@hearth/shared';
import { useState } from 'react';
import { MediaViewer, type ViewerItem } from '@/components/ui/media-viewer/media-viewer';
import { numberFormat } from '@/lib/format';
import { photoAlt } from '@/lib/media/labels';
import { placeholderStyle } from '@/lib/media/placeholder';

/** Tiles shown in a bubble; the last one says how many more the viewer holds. */
const MAX_TILES = 4;

interface PhotoGridProps {
  photos: readonly MessagePhoto[];
  sender: string;
  caption: string;
}

/** The tiles' places: one large, two side by side, a mosaic (one tall, two stacked), or four. */
function layout(count: number): { grid: string; tile: (i: number) => string } {
  if (count === 1) return { grid: '', tile: () => '' };
  if (count === 2) return { grid: 'grid grid-cols-2 gap-1', tile: () => 'aspect-square' };
  if (count === 3) {
    return {
      grid: 'grid aspect-square grid-cols-2 grid-rows-2 gap-1',
      tile: (i) => (i === 0 ? 'row-span-2' : ''),
    };
  }
  return { grid: 'grid grid-cols-2 gap-1', tile: () => 'aspect-square' };
}

/** A photo message's photos: each tile a button opening the full-screen viewer at its photo. */
export function PhotoGrid({ photos, sender, caption }: PhotoGridProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const items: ViewerItem[] = photos.map((photo, i) => ({
    key: photo.id,
    kind: 'photo',
    url: photo.url,
    width: photo.width,
    height: photo.height,
    label: photoAlt({ sender, position: i + 1, of: photos.length, caption }),
    caption,
    sender,
  }));
  const shown = photos.slice(0, MAX_TILES);
  const hidden = photos.length - shown.length;
  const { grid, tile } = layout(shown.length);
  return (
    <>
      <div className={`overflow-hidden rounded-card ${grid}`}>
        {shown.map((photo, i) => {
          const more = hidden > 0 && i === shown.length - 1;
          const alt = items[i]?.label ?? '';
          return (
            <button
              key={photo.id}
              type="button"
              className={`relative block min-h-11 w-full overflow-hidden ${tile(i)}`}
              onClick={() => setOpen(i)}
              aria-label={
                more
                  ? t({
                      message: plural(hidden, {
                        one: `${alt}, and # more photo`,
                        other: `${alt}, and # more photos`,
                      }),
                      comment: 'the last tile of a photo message, which hides the rest',
                    })
                  : undefined
              }
            >
              <img
                src={photo.thumb_url}
                alt={alt}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className={`w-full object-cover ${shown.length === 1 ? 'h-auto max-h-96' : 'h-full'}`}
                style={placeholderStyle(photo.placeholder)}
              />
              {more ? (
                <span
                  aria-hidden="true"
                  className="absolute inset-0 flex items-center justify-center bg-black/50 text-3xl font-bold text-white"
                >
                  +{numberFormat().format(hidden)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <MediaViewer items={items} index={open} onIndexChange={setOpen} />
    </>
  );
}
