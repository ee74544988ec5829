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
  if (state.tooLarge) {
    return (
      <p role="alert" className="font-semibold text-danger">
        This recording is larger than {megabytes(limits.maxBytes)} MB and cannot be sent. Please
        record a shorter one.
      </p>
    );
  }
  const length = formatSeconds(wholeSeconds(state.durationSeconds));
  const limit =
    state.stoppedBy === 'duration'
      ? ` The recording stopped at the ${formatSeconds(limits.maxDurationMs / 1000)} limit.`
      : state.stoppedBy === 'size'
        ? ` The recording stopped at the ${megabytes(limits.maxBytes)} MB limit.`
        : '';
  return (
    <p role="status" className="font-semibold">
      Recorded {length}. Listen, then send it.{limit}
    </p>
  );
}
