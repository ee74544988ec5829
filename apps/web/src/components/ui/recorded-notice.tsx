import { Trans } from '@lingui/react/macro';
import { formatSeconds, wholeSeconds } from '@/lib/voice/format-seconds';
import type { RecordingLimits } from '@/lib/voice/recording-format';
import type { RecorderState } from '@/lib/voice/use-recorder';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** What the preview says about the recording, including a limit that stopped it. */
export function RecordedNotice({
  state,
  limits,
}: {
  state: Extract<RecorderState, { status: 'recorded' }>;
  limits: RecordingLimits;
}) {
  const size = megabytes(limits.maxBytes);
  if (state.tooLarge) {
    return (
      <p role="alert" className="font-semibold text-danger">
        <Trans>
          This recording is larger than {size} MB and cannot be sent. Please record a shorter one.
        </Trans>
      </p>
    );
  }
  const length = formatSeconds(wholeSeconds(state.durationSeconds));
  const longest = formatSeconds(limits.maxDurationMs / 1000);
  return (
    <p role="status" className="font-semibold">
      {state.stoppedBy === 'duration' ? (
        <Trans>
          Recorded {length}. Listen, then send it. The recording stopped at the {longest} limit.
        </Trans>
      ) : state.stoppedBy === 'size' ? (
        <Trans>
          Recorded {length}. Listen, then send it. The recording stopped at the {size} MB limit.
        </Trans>
      ) : (
        <Trans>Recorded {length}. Listen, then send it.</Trans>
      )}
    </p>
  );
}
