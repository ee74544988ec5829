import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatSeconds } from '@/lib/voice/format-seconds';

interface AudioPlayerProps {
  src: string;
  /** Fallback length: Chromium's recorded webm reports an infinite duration until played through. */
  durationSeconds: number;
  /** What is being played, for the button's accessible name, e.g. "voice message from Sam". */
  label: string;
  tone?: 'light' | 'dark';
}

/** One big play/pause button and a progress bar: simpler for small and old hands than native controls. */
export function AudioPlayer({ src, durationSeconds, label, tone = 'light' }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const total = Math.max(mediaDuration ?? durationSeconds, 0.1);
  const percent = Math.min(100, Math.round((position / total) * 100));

  const toggle = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) return audio.pause();
    try {
      await audio.play();
    } catch {
      setPlaying(false);
    }
  };

  const readDuration = (audio: HTMLAudioElement) => {
    if (Number.isFinite(audio.duration) && audio.duration > 0) setMediaDuration(audio.duration);
  };

  const track = tone === 'dark' ? 'bg-white/40' : 'bg-stone-300';
  const fill = tone === 'dark' ? 'bg-white' : 'bg-primary';

  return (
    <div className="flex min-w-0 items-center gap-3" data-playing={playing}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={(e) => {
          setPlaying(false);
          readDuration(e.currentTarget);
          setPosition(0);
        }}
        onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => readDuration(e.currentTarget)}
        onDurationChange={(e) => readDuration(e.currentTarget)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
        className={
          'inline-flex size-12 shrink-0 items-center justify-center rounded-full ' +
          (tone === 'dark'
            ? 'bg-white text-primary'
            : 'bg-primary text-white hover:bg-primary-pressed')
        }
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-6" />
        ) : (
          <Play aria-hidden="true" className="size-6" />
        )}
      </button>
      <div
        role="progressbar"
        aria-label={`Progress of ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={`h-3 min-w-16 flex-1 overflow-hidden rounded-full ${track}`}
      >
        <div
          className={`h-full ${fill} transition-[width] duration-200`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="shrink-0 tabular-nums">
        {formatSeconds(playing || position > 0 ? position : Math.ceil(total))}
      </span>
    </div>
  );
}
