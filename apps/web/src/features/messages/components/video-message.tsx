import { useLingui } from '@lingui/react/macro';
import type { MessageVideo } from '@hearth/shared';
import { Maximize, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { videoDuration, videoLabel } from '@/lib/media/labels';
import { spokenDuration } from '@/lib/voice/spoken-duration';

interface VideoMessageProps {
  video: MessageVideo;
  sender: string;
}

/**
 * A video message: its poster with a play button and the length, then the video itself, inline
 * with its controls. Nothing is fetched before play (`preload="none"`): a thread of videos costs
 * a family's data plan only what they watch.
 */
export function VideoMessage({ video, sender }: VideoMessageProps) {
  const { t } = useLingui();
  const element = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const label = videoLabel(sender, video.duration_ms, '');
  const spoken = spokenDuration(video.duration_ms / 1000);
  const play = () => {
    setStarted(true);
    void element.current?.play()?.catch(() => undefined);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-card bg-black">
        <video
          ref={element}
          src={video.url}
          poster={video.poster_url ?? undefined}
          width={video.width}
          height={video.height}
          aria-label={label}
          controls={started}
          preload="none"
          playsInline
          className="block h-auto max-h-96 w-full"
          onPlay={() => setStarted(true)}
        />
        {started ? null : (
          <button
            type="button"
            aria-label={t({
              message: `Play video from ${sender}, ${spoken}`,
              comment: '{spoken} is like "42 seconds"',
            })}
            className="absolute inset-0 flex items-center justify-center"
            onClick={play}
          >
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-black/60 text-white">
              <Play aria-hidden="true" className="size-8 rtl:-scale-x-100" />
            </span>
            <span
              aria-hidden="true"
              className="absolute end-2 bottom-2 rounded-bubble bg-black/70 px-2 text-base text-white"
            >
              {videoDuration(video.duration_ms)}
            </span>
          </button>
        )}
      </div>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-card px-2 font-semibold underline-offset-2 hover:underline"
        onClick={() => void element.current?.requestFullscreen?.().catch(() => undefined)}
      >
        <Maximize aria-hidden="true" className="size-5" />
        {t({ message: 'Full screen', comment: 'a button under a video message' })}
      </button>
    </div>
  );
}
