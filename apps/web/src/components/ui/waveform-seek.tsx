import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const played = total > 0 ? Math.min(1, position / total) : 0;
  const step = Math.max(1, Math.round(total / 20));
  const seekBy = (seconds: number) => onSeek(Math.min(total, Math.max(0, position + seconds)));

  // Right to left, the waveform fills from the right: the arrows follow what is seen.
  const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

  const onKeyDown = (event: KeyboardEvent) => {
    const ahead = isRtl(event.currentTarget) ? -step : step;
    const moves: Record<string, () => void> = {
      ArrowRight: () => seekBy(ahead),
      ArrowUp: () => seekBy(step),
      ArrowLeft: () => seekBy(-ahead),
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
    const fromStart = isRtl(event.currentTarget)
      ? box.right - event.clientX
      : event.clientX - box.left;
    onSeek(Math.min(1, Math.max(0, fromStart / box.width)) * total);
  };

  const at = formatSeconds(position);
  const length = formatSeconds(total);
  const fill = tone === 'dark' ? 'bg-white' : 'bg-primary';
  const rest = tone === 'dark' ? 'bg-white/45' : 'bg-stone-400';
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t({
        message: `Position in ${label}`,
        comment: '{label} names what is played, e.g. "voice message from Sam"',
      })}
      aria-valuemin={0}
      aria-valuemax={Math.round(total)}
      aria-valuenow={Math.round(position)}
      aria-valuetext={t({
        message: `${at} of ${length}`,
        comment: 'a time played of a length: 0:05 of 1:20',
      })}
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
