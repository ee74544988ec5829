import { useLingui } from '@lingui/react/macro';
import { Pause, Play } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { claimPlayback, releasePlayback } from '@/lib/voice/exclusive-playback';
import { formatSeconds, wholeSeconds } from '@/lib/voice/format-seconds';
import { usePlaybackSpeed } from '@/lib/voice/playback-speed';
import { EasyLabel } from './easy-label';
import { SpeedButton } from './speed-button';
import { WaveformSeek } from './waveform-seek';

interface AudioPlayerProps {
  src: string;
  /** Fallback length: Chromium's recorded webm reports an infinite duration until played through. */
  durationSeconds: number;
  /** What is being played, for the controls' accessible names, e.g. "voice message from Sam". */
  label: string;
  tone?: 'light' | 'dark';
  /** Drawn instead of the progress bar, filling as it plays; tapping it seeks. */
  waveform?: readonly number[];
  /** Shows the 1x / 1.5x / 2x control and plays at the speed chosen on this device. */
  speedControl?: boolean;
  /** Starts playing when this turns true (the next message of a chain). */
  autoPlay?: boolean;
  /** `large`: a bigger button, bar and time, for a child holding a book on the screen. */
  size?: 'normal' | 'large';
  onPlay?: () => void;
  onEnded?: () => void;
}

/** One big play/pause button and a progress bar or waveform: simpler for small and old hands than native controls. */
export function AudioPlayer({
  src,
  durationSeconds,
  label,
  tone = 'light',
  waveform,
  speedControl = false,
  autoPlay = false,
  size = 'normal',
  onPlay,
  onEnded,
}: AudioPlayerProps) {
  const { t } = useLingui();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const chosenSpeed = usePlaybackSpeed();
  const speed = speedControl ? chosenSpeed : 1;
  const total = Math.max(mediaDuration ?? durationSeconds, 0.1);
  const percent = Math.min(100, Math.round((position / total) * 100));

  useEffect(() => {
    if (audioRef.current) audioRef.current.playbackRate = speed;
  }, [speed]);

  const play = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.playbackRate = speed;
    try {
      await audio.play();
    } catch {
      // Refused (no user gesture yet for an automatic start) or unplayable: stay paused.
      setPlaying(false);
    }
  };

  // Only the turn to true starts playing, at the speed chosen by then.
  const startByItself = useEffectEvent(() => void play());
  useEffect(() => {
    if (autoPlay) startByItself();
  }, [autoPlay]);

  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (audio) releasePlayback(audio);
    };
  }, []);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) return audio.pause();
    void play();
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setPosition(seconds);
  };

  const readDuration = (audio: HTMLAudioElement) => {
    if (Number.isFinite(audio.duration) && audio.duration > 0) setMediaDuration(audio.duration);
  };

  const track = tone === 'dark' ? 'bg-white/40' : 'bg-stone-300';
  const fill = tone === 'dark' ? 'bg-white' : 'bg-primary';
  const started = playing || position > 0;
  const length = formatSeconds(wholeSeconds(total));
  const time = started ? `${formatSeconds(position)} / ${length}` : length;
  const large = size === 'large';

  return (
    <div
      className={`flex min-w-0 items-center gap-3 ${large ? 'w-full text-xl' : ''}`}
      data-playing={playing}
    >
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={(e) => {
          claimPlayback(e.currentTarget);
          setPlaying(true);
          onPlay?.();
        }}
        onPause={() => setPlaying(false)}
        onEnded={(e) => {
          setPlaying(false);
          readDuration(e.currentTarget);
          setPosition(0);
          onEnded?.();
        }}
        onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => readDuration(e.currentTarget)}
        onDurationChange={(e) => readDuration(e.currentTarget)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={
          playing
            ? t({
                message: `Pause ${label}`,
                comment: '{label} names what is played, e.g. "voice message from Sam"',
              })
            : t({
                message: `Play ${label}`,
                comment: '{label} names what is played, e.g. "voice message from Sam"',
              })
        }
        className={
          'inline-flex shrink-0 items-center justify-center gap-2 rounded-full easy:w-auto easy:px-4 easy:font-semibold ' +
          (large ? 'size-20 ' : 'size-12 ') +
          (tone === 'dark'
            ? 'bg-white text-primary'
            : 'bg-primary text-white hover:bg-primary-pressed')
        }
      >
        {playing ? (
          <Pause aria-hidden="true" className={large ? 'size-10' : 'size-6'} />
        ) : (
          <Play aria-hidden="true" className={large ? 'size-10' : 'size-6'} />
        )}
        <EasyLabel>
          {playing
            ? t({ message: 'Pause', comment: 'a button that pauses a recording' })
            : t({ message: 'Play', comment: 'a button that plays a recording' })}
        </EasyLabel>
      </button>
      {waveform ? (
        <div className="flex min-w-0 flex-1 flex-col">
          <WaveformSeek
            waveform={waveform}
            position={position}
            total={total}
            label={label}
            tone={tone}
            onSeek={seek}
          />
          <div className="flex items-center justify-between gap-2">
            <span className="tabular-nums">{time}</span>
            {speedControl ? <SpeedButton tone={tone} /> : null}
          </div>
        </div>
      ) : (
        <>
          <div
            role="progressbar"
            aria-label={t({
              message: `Progress of ${label}`,
              comment: '{label} names what is played, e.g. "voice message from Sam"',
            })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className={`${large ? 'h-4' : 'h-3'} min-w-16 flex-1 overflow-hidden rounded-full ${track}`}
          >
            <div
              className={`h-full ${fill} transition-[width] duration-200`}
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="shrink-0 tabular-nums">{time}</span>
          {speedControl ? <SpeedButton tone={tone} /> : null}
        </>
      )}
    </div>
  );
}
