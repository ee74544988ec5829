import { Trans, useLingui } from '@lingui/react/macro';
import { Mic, Pause, X } from 'lucide-react';
import type { RecordingLimits } from '@/lib/voice/recording-format';
import type { RecorderState } from '@/lib/voice/use-recorder';
import { buttonClass } from './button';
import { LimitWarning, RecordingStatus } from './recording-status';

interface RecordingPanelProps {
  state: Extract<RecorderState, { status: 'recording' }>;
  limits: RecordingLimits;
  /** A finger (or the mouse) holds the talk button down. */
  holding: boolean;
  review: boolean;
  onReviewChange: (review: boolean) => void;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

/** What is going on while a voice message is recorded, and the ways out of it. */
export function RecordingPanel(props: RecordingPanelProps) {
  const { state, limits, holding, review, onReviewChange, onPause, onResume, onCancel } = props;
  const { t } = useLingui();
  const { paused } = state;
  let hint = review ? t`Tap Stop to listen before sending.` : t`Tap send when you are done.`;
  if (holding) {
    hint = review
      ? t`Let go to listen before sending. Slide away to cancel.`
      : t`Let go to send. Slide away to cancel.`;
  }
  return (
    <div className="order-first flex w-full flex-wrap items-center gap-3 rounded-card border-2 border-danger bg-surface p-3">
      <RecordingStatus {...state} limits={limits} />
      <p className="w-full font-semibold">{hint}</p>
      <span className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={paused ? onResume : onPause}
          className={buttonClass('secondary', '', 'compact')}
        >
          {paused ? (
            <Mic aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
          {paused ? (
            <Trans comment="goes on recording after a pause">Resume</Trans>
          ) : (
            <Trans comment="pauses the recording">Pause</Trans>
          )}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('ghost', '', 'compact')}>
          <X aria-hidden="true" className="size-5" />
          <Trans>Cancel</Trans>
        </button>
      </span>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          name="review-before-sending"
          className="size-11 shrink-0 accent-primary"
          checked={review}
          onChange={(event) => onReviewChange(event.target.checked)}
        />
        <Trans>Review before sending</Trans>
      </label>
      <LimitWarning secondsLeft={state.secondsLeft} />
    </div>
  );
}
