import { nextSpeed, setPlaybackSpeed, usePlaybackSpeed } from '@/lib/voice/playback-speed';

/** 1x → 1.5x → 2x → 1x; the choice is kept for every voice message on this device. */
export function SpeedButton({ tone }: { tone: 'light' | 'dark' }) {
  const speed = usePlaybackSpeed();
  return (
    <button
      type="button"
      onClick={() => setPlaybackSpeed(nextSpeed(speed))}
      aria-label={`Speed ${speed}x`}
      className={
        'inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-full border-2 px-2 text-base font-semibold tabular-nums ' +
        (tone === 'dark'
          ? 'border-white text-white hover:bg-primary-pressed'
          : 'border-primary text-primary hover:bg-cream')
      }
    >
      {speed}x
    </button>
  );
}
