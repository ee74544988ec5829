import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, Send, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import type { RecordingLimits } from '@/lib/voice/recording-format';
import type { RecorderState } from '@/lib/voice/use-recorder';
import { AudioPlayer } from './audio-player';
import { buttonClass } from './button';
import { RecordedNotice } from './recorded-notice';

interface RecordedReviewProps {
  state: Extract<RecorderState, { status: 'recorded' }>;
  limits: RecordingLimits;
  sending: boolean;
  sendLabel: string;
  sendRef: Ref<HTMLButtonElement>;
  onDelete: () => void;
  onRerecord: () => void;
  onSend: () => void;
  /** Extra classes for its place in the row (e.g. above the message box). */
  className?: string;
}

/** A finished recording to listen to before it goes: Delete, Re-record or Send. */
export function RecordedReview(props: RecordedReviewProps) {
  const { t } = useLingui();
  const { state, limits, sending, sendLabel, sendRef, onDelete, onRerecord, onSend } = props;
  return (
    <div
      className={`${props.className ?? ''} flex w-full flex-col gap-3 rounded-card border-2 border-primary bg-surface p-3`}
    >
      <RecordedNotice state={state} limits={limits} />
      <AudioPlayer
        src={state.url}
        durationSeconds={state.durationSeconds}
        label={t({
          message: 'your recording',
          comment: 'what the player plays, in "Play your recording"',
        })}
      />
      <div className="grid grid-cols-2 gap-2 sm:flex easy:grid-cols-1 easy:sm:grid">
        <button
          type="button"
          onClick={onDelete}
          disabled={sending}
          className={buttonClass('danger')}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          <Trans>Delete</Trans>
        </button>
        <button
          type="button"
          onClick={onRerecord}
          disabled={sending}
          className={buttonClass('secondary')}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          <Trans>Re-record</Trans>
        </button>
        <button
          ref={sendRef}
          type="button"
          onClick={onSend}
          disabled={sending || state.tooLarge}
          className={buttonClass('primary', 'col-span-2 grow')}
        >
          <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {sending ? <Trans>Sending...</Trans> : sendLabel}
        </button>
      </div>
    </div>
  );
}
