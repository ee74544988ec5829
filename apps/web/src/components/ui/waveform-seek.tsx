import type { KeyboardEvent, MouseEvent } from 'react';
import { formatSeconds } from '@/lib/voice/format-seconds';

interface WaveformSeekProps {
  waveform: readonly number[];
  position: number;
  total: number;
  label: string;
  tone: 'light' | 'dark';
  onSeek: (seconds: number) => void;
}

/**
 * The message's waveform, filling as it plays; a tap puts the playback where it lands, and the
 * arrow keys, Page keys, Home and End move it as on any slider.
 */
export function WaveformSeek({
  waveform,
  position,
  total,
  label,
  tone,
  onSeek,
}: WaveformSeekProps) {
  const played = total > 0 ? Math.min(1, position / total) : 0;
  const step = Math.max(1, Math.round(total / 20));
  const seekBy = (seconds: number) => onSeek(Math.min(total, Math.max(0, position + seconds)));

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => seekBy(step),
      ArrowUp: () => seekBy(step),
      ArrowLeft: () => seekBy(-step),
      ArrowDown: () => seekBy(-step),
      PageUp: () => seekBy(step * 4),
      PageDown: () => seekBy(-step * 4),
      Home: () => onSeek(0),
      End: () => onSeek(total),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * total);
  };

  const fill = tone === 'dark' ? 'bg-white' : 'bg-primary';
  const rest = tone === 'dark' ? 'bg-white/45' : 'bg-stone-400';
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={`Position in ${label}`}
      aria-valuemin={0}
      aria-valuemax={Math.round(total)}
      aria-valuenow={Math.round(position)}
      aria-valuetext={`${formatSeconds(position)} of ${formatSeconds(total)}`}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className="flex h-12 w-full min-w-24 cursor-pointer items-center gap-px rounded-card"
    >
      {waveform.map((value, n) => (
        <span
          key={n}
          aria-hidden="true"
          data-played={(n + 0.5) / waveform.length <= played}
          className={`min-h-1 flex-1 rounded-full ${(n + 0.5) / waveform.length <= played ? fill : rest}`}
          style={{ height: `${Math.max(10, Math.round((value / 255) * 100))}%` }}
        />
      ))}
    </div>
  );
}
