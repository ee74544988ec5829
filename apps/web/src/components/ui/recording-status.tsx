import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <>
      <span className="flex items-center gap-2 text-lg font-semibold text-danger">
        <span
          aria-hidden="true"
          className={`size-4 rounded-full bg-danger ${paused ? '' : 'motion-safe:animate-pulse'}`}
        />
        <span role="status">
          {paused ? (
            <Trans comment="the recording is paused">Paused</Trans>
          ) : (
            <Trans comment="the microphone is recording now">Recording</Trans>
          )}
        </span>
        <span role="timer" aria-label={t`Seconds recorded`} className="tabular-nums">
          {formatSeconds(seconds)}
        </span>
        <span className="text-base font-normal text-muted">
          <span className="sr-only">
            <Trans comment="read between the time recorded and the longest a recording may be: 0:05 of at most 5:00">
              of at most
            </Trans>
          </span>
          <span aria-hidden="true">/</span> {formatSeconds(limits.maxDurationMs / 1000)}
        </span>
      </span>
      <LevelMeter stream={stream} active={!paused} />
    </>
  );
}

/** Said once ten seconds are left, so that nobody is cut off mid-sentence by surprise. */
export function LimitWarning({ secondsLeft }: { secondsLeft: number }) {
  const seconds = LIMIT_WARNING_SECONDS;
  return secondsLeft <= seconds ? (
    <p role="alert" className="w-full font-semibold text-danger">
      <Trans>
        Almost at the limit: the recording stops in{' '}
        <Plural value={seconds} one="# second" other="# seconds" />.
      </Trans>
    </p>
  ) : null;
}
