import { Trans } from '@lingui/react/macro';
import { LIMITS, MEDIA_MESSAGES } from '@hearth/shared';
import { useEffect, useRef } from 'react';
import { LimitWarning, RecordingStatus } from '@/components/ui/recording-status';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { VIDEO_RECORDING_LIMITS } from '@/lib/media/video-format';
import { videoFacts } from '@/lib/media/video-poster';
import { formatSeconds, wholeSeconds } from '@/lib/voice/format-seconds';

/** The video recorder dialog's pieces: what it shows besides its buttons, and its last check. */

export interface ChosenVideo {
  video: Blob;
  poster: Blob | null;
  durationMs: number | null;
}

/** The camera's picture while it is on; the front camera is shown as in a mirror. */
export function LivePreview({ stream, mirrored }: { stream: MediaStream; mirrored: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      muted
      playsInline
      aria-hidden="true"
      className={`aspect-video w-full rounded-card bg-ink object-cover ${mirrored ? '-scale-x-100' : ''}`}
    />
  );
}

/** The running timer, the sound level and the warning before a limit, while it records. */
export function VideoRecordingStatus(props: {
  seconds: number;
  secondsLeft: number;
  stream: MediaStream;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RecordingStatus
        seconds={props.seconds}
        paused={false}
        stream={props.stream}
        limits={VIDEO_RECORDING_LIMITS}
      />
      <LimitWarning secondsLeft={props.secondsLeft} />
    </div>
  );
}

/** How long the video is, and that a limit stopped it, so that nobody wonders where it ended. */
export function RecordedVideoNotice({
  durationMs,
  atLimit,
}: {
  durationMs: number;
  atLimit: boolean;
}) {
  const length = formatSeconds(wholeSeconds(durationMs / 1000));
  const longest = formatSeconds(LIMITS.videoMaxDurationMs / 1000);
  return (
    <p role="status" className="font-semibold">
      {atLimit ? (
        <Trans>
          Recorded {length}. Watch it, then send it. The recording stopped at the {longest} limit.
        </Trans>
      ) : (
        <Trans>Recorded {length}. Watch it, then send it.</Trans>
      )}
    </p>
  );
}

/** The video with its poster and length, or why it cannot be sent (too large, too long). */
export async function checkedVideo(
  video: Blob,
  recordedMs: number | null,
): Promise<ChosenVideo | { refusal: string }> {
  const facts = await videoFacts(video);
  const durationMs = recordedMs ?? facts.durationMs;
  if (video.size > LIMITS.videoMaxBytes)
    return { refusal: sharedSentence(MEDIA_MESSAGES.videoTooLarge) };
  if (durationMs !== null && durationMs > LIMITS.videoMaxDurationMs + 999)
    return { refusal: sharedSentence(MEDIA_MESSAGES.videoTooLong) };
  return { video, poster: facts.poster, durationMs };
}
