import { Trans, useLingui } from '@lingui/react/macro';
import { Mic, Pause, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from './button';
import { OneGestureRecorder } from './one-gesture-recorder';
import { RecordedReview } from './recorded-review';
import { LimitWarning, RecordingStatus } from './recording-status';
import type { VoiceRecorderProps } from './voice-recorder-props';

const primaryButton = buttonClass('primary');
const secondaryButton = buttonClass('secondary');

export type { VoiceRecorderProps };

/** The recorder's states, each with words as well as colour so nobody wonders whether it is listening. */
export function VoiceRecorder(props: VoiceRecorderProps) {
  return props.oneGesture ? <OneGestureRecorder {...props} /> : <StepRecorder {...props} />;
}

/** Record, Stop, listen, then Send: for what is kept page by page (a story being read). */
function StepRecorder({
  recorder,
  onSend,
  recordLabel: recordAs,
  sendLabel: sendAs,
  compact = false,
  large = false,
}: VoiceRecorderProps) {
  const { t } = useLingui();
  const recordLabel =
    recordAs ?? t({ message: 'Record', comment: 'a button that starts recording' });
  const sendLabel = sendAs ?? t`Send`;
  const { state, start, stop, pause, resume, discard, limits } = recorder;
  const [sending, setSending] = useState(false);
  const mainButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(state.status);

  // Each state swaps the buttons; move focus to the new main one so keyboard users are not dropped.
  useEffect(() => {
    if (previous.current !== state.status) mainButton.current?.focus();
    previous.current = state.status;
  }, [state.status]);

  if (state.status === 'idle') {
    return compact ? (
      <button
        ref={mainButton}
        type="button"
        onClick={start}
        aria-label={recordLabel}
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-surface text-primary transition-colors duration-150 hover:bg-cream"
      >
        <Mic aria-hidden="true" className="size-6" />
      </button>
    ) : (
      <button
        ref={mainButton}
        type="button"
        onClick={start}
        className={large ? buttonClass('primary', 'min-h-16 w-full text-xl!') : secondaryButton}
      >
        <Mic aria-hidden="true" className={large ? 'size-8' : 'size-6'} />
        {recordLabel}
      </button>
    );
  }

  if (state.status === 'recording') {
    const { paused } = state;
    return (
      <div className="flex w-full flex-wrap items-center gap-3 rounded-card border-2 border-danger bg-surface p-3">
        <RecordingStatus {...state} limits={limits} />
        <span className="ms-auto flex gap-2">
          <button type="button" onClick={paused ? resume : pause} className={secondaryButton}>
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
          <button ref={mainButton} type="button" onClick={stop} className={primaryButton}>
            <Square aria-hidden="true" className="size-5" />
            <Trans comment="stops recording, to listen before sending">Stop</Trans>
          </button>
        </span>
        <LimitWarning secondsLeft={state.secondsLeft} />
      </div>
    );
  }

  const send = async () => {
    setSending(true);
    try {
      await onSend({ blob: state.blob, durationSeconds: state.durationSeconds });
      discard();
    } catch {
      window.alert(t`Failed to send message`);
    } finally {
      setSending(false);
    }
  };

  return (
    <RecordedReview
      state={state}
      limits={limits}
      sending={sending}
      sendLabel={sendLabel}
      sendRef={mainButton}
      onDelete={discard}
      onRerecord={start}
      onSend={() => void send()}
    />
  );
}
