import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { photoAlt, videoLabel } from '@/lib/media/labels';
import { formatRelativeTime } from '@/lib/format';
import { frameSrc } from '../lib/frame-src';
import { slideId, slideImage, type FrameSlide } from '../lib/slides';
import { VideoSlide } from './video-slide';

interface SlideshowProps {
  photos: readonly FrameSlide[];
  index: number;
  now: number;
  /** The message that just arrived: its photo says "New from Sam". */
  newest: string | null;
  /** A video's Play was pressed (true) or it ended (false): the slideshow waits meanwhile. */
  onPlayingChange: (playing: boolean) => void;
}

function Slide({ item, fading }: { item: FrameSlide; fading: boolean }) {
  const src = slideImage(item);
  const sender = item.profile.nickname;
  // A video without a poster is a dark slide under its Play.
  if (!src) return null;
  const size = item.kind === 'photo' ? item.photo : item.video;
  const alt =
    item.kind === 'photo'
      ? photoAlt({ sender, position: item.position + 1, of: item.of, caption: item.caption })
      : videoLabel(sender, item.video.duration_ms, item.caption);
  return (
    <img
      src={frameSrc(src)}
      alt={fading ? '' : alt}
      aria-hidden={fading || undefined}
      width={size.width}
      height={size.height}
      decoding="async"
      // The photo on screen is the page's largest paint: before the next one fetched ahead.
      fetchPriority={fading ? undefined : 'high'}
      className={`absolute inset-0 h-full w-full object-contain ${fading ? '' : 'frame-fade-in'}`}
    />
  );
}

/**
 * One photo (or a video's poster) at a time, full screen, the one shown before under it while the
 * new one fades in; with who sent it and when. The next picture is fetched ahead, so that it is
 * ready at its turn. A video plays on a tap only.
 */
export function Slideshow({ photos, index, now, newest, onPlayingChange }: SlideshowProps) {
  const { t } = useLingui();
  const item = photos[index];
  // The slide actually on screen before this one: none as the frame opens (the album's last
  // photo was fetched at full size under the first, for nothing).
  const [current, setCurrent] = useState(item);
  const [before, setBefore] = useState<FrameSlide | undefined>(undefined);
  if (item && (!current || slideId(item) !== slideId(current))) {
    setBefore(current);
    setCurrent(item);
  }
  const next = photos.length > 1 ? photos[(index + 1) % photos.length] : undefined;
  const nextUrl = next ? slideImage(next) : null;
  useEffect(() => {
    if (!nextUrl) return;
    const ahead = new Image();
    ahead.src = frameSrc(nextUrl);
  }, [nextUrl]);
  if (!item) return null;
  const sender = item.profile.nickname;
  const isNew = item.message_id === newest;
  const id = slideId(item);
  return (
    <div className="absolute inset-0">
      {before && slideId(before) !== id ? (
        <Slide key={slideId(before)} item={before} fading />
      ) : null}
      <Slide key={id} item={item} fading={false} />
      <div className="absolute start-6 bottom-32 flex max-w-[70%] flex-col gap-1 rounded-card bg-black/55 px-5 py-3 text-white">
        <p dir="auto" className="text-3xl font-bold">
          {isNew ? t`New from ${sender}` : sender}
        </p>
        <p className="text-xl">{formatRelativeTime(item.created_at, { now })}</p>
      </div>
      {item.kind === 'video' ? (
        <VideoSlide key={`play-${id}`} item={item} onPlayingChange={onPlayingChange} />
      ) : null}
    </div>
  );
}
