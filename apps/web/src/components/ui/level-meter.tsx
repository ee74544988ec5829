import { useAudioLevel } from '@/lib/voice/use-audio-level';

const BARS = 7;

/** A live level meter for the microphone: bars rise with the voice. Decorative; words say the rest. */
export function LevelMeter({ stream, active }: { stream: MediaStream; active: boolean }) {
  const level = useAudioLevel(stream, active);
  return (
    <span aria-hidden="true" data-level={level} className="flex h-8 items-center gap-1">
      {Array.from({ length: BARS }, (_, n) => {
        // The middle bars rise most, so that the meter reads as one voice.
        const weight = 1 - Math.abs(n - (BARS - 1) / 2) / BARS;
        const height = 20 + Math.round(level * weight * 80);
        return (
          <span
            key={n}
            className="w-1.5 rounded-full bg-danger transition-[height] duration-150"
            style={{ height: `${height}%` }}
          />
        );
      })}
    </span>
  );
}
