import { Trans } from '@lingui/react/macro';
import { Play, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { videoLabel } from '@/lib/media/labels';
import type { FrameVideoSlide } from '../lib/slides';

const big =
  'inline-flex min-h-16 items-center justify-center gap-3 rounded-card px-6 text-2xl font-bold shadow-lg focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white';

interface VideoSlideProps {
  item: FrameVideoSlide;
  /** True while it plays: the slideshow waits for it. */
  onPlayingChange: (playing: boolean) => void;
}

/**
 * A video of the album in the slideshow: its poster shows (drawn by the slideshow) with a big
 * Play. Nothing plays, and nothing makes a sound, until that tap; then it fills the screen with
 * its sound, and the slideshow goes on when it ends or is closed.
 */
export function VideoSlide({ item, onPlayingChange }: VideoSlideProps) {
  const [playing, setPlaying] = useState(false);
  const sender = item.profile.nickname;
  useEffect(() => {
    onPlayingChange(playing);
    // A slide taken away while it plays (the frame closed) lets the slideshow go on.
    return () => (playing ? onPlayingChange(false) : undefined);
  }, [playing, onPlayingChange]);

  if (!playing) {
    return (
      <div className="absolute inset-0 flex items-center justify-center">
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className={`${big} bg-success text-white`}
        >
          <Play aria-hidden="true" className="size-10 rtl:-scale-x-100" />
          <Trans>Play {sender}'s video</Trans>
        </button>
      </div>
    );
  }
  const { video } = item;
  return (
    <div className="fixed inset-0 z-30 flex flex-col gap-4 bg-black p-4">
      <button
        type="button"
        onClick={() => setPlaying(false)}
        className={`${big} self-start bg-white text-ink`}
      >
        <X aria-hidden="true" className="size-8" />
        <Trans>Close</Trans>
      </button>
      <video
        src={video.url}
        poster={video.poster_url ?? undefined}
        aria-label={videoLabel(sender, video.duration_ms, item.caption)}
        width={video.width}
        height={video.height}
        controls
        autoPlay
        playsInline
        onEnded={() => setPlaying(false)}
        className="min-h-0 w-full flex-1 object-contain"
      />
    </div>
  );
}
