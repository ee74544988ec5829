import { formatSeconds } from '@/lib/voice/format-seconds';
import { LIMIT_WARNING_SECONDS, type RecordingLimits } from '@/lib/voice/recording-format';
import { LevelMeter } from './level-meter';

interface RecordingStatusProps {
  seconds: number;
  paused: boolean;
  stream: MediaStream;
  limits: RecordingLimits;
}

/** Recording or paused, in words as well as colour, with the time so far and the limit. */
export function RecordingStatus({ seconds, paused, stream, limits }: RecordingStatusProps) {
  return (
    <>
      <span className="flex items-center gap-2 text-lg font-semibold text-danger">
        <span
          aria-hidden="true"
          className={`size-4 rounded-full bg-danger ${paused ? '' : 'motion-safe:animate-pulse'}`}
        />
        <span role="status">{paused ? 'Paused' : 'Recording'}</span>
        <span role="timer" aria-label="Seconds recorded" className="tabular-nums">
          {formatSeconds(seconds)}
        </span>
        <span className="text-base font-normal text-muted">
          <span className="sr-only">of at most</span>
          <span aria-hidden="true">/</span> {formatSeconds(limits.maxDurationMs / 1000)}
        </span>
      </span>
      <LevelMeter stream={stream} active={!paused} />
    </>
  );
}

/** Said once ten seconds are left, so that nobody is cut off mid-sentence by surprise. */
export function LimitWarning({ secondsLeft }: { secondsLeft: number }) {
  return secondsLeft <= LIMIT_WARNING_SECONDS ? (
    <p role="alert" className="w-full font-semibold text-danger">
      Almost at the limit: the recording stops in {LIMIT_WARNING_SECONDS} seconds.
    </p>
  ) : null;
}
