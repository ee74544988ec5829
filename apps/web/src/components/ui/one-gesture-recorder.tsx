import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { setReviewBeforeSending, useReviewBeforeSending } from '@/lib/voice/review-choice';
import { useHoldToTalk } from '@/lib/voice/use-hold-to-talk';
import type { VoiceRecording } from '@/lib/voice/use-recorder';
import { RecordedReview } from './recorded-review';
import { RecordingPanel } from './recording-panel';
import { TalkButton } from './talk-button';
import type { VoiceRecorderProps } from './voice-recorder-props';

/**
 * A voice message in one gesture: hold the microphone to talk (let go sends, sliding away
 * cancels), or tap it to start and tap it again to send. "Review before sending" stops into
 * the preview instead. Escape or Cancel throws the recording away.
 */
export function OneGestureRecorder({
  recorder,
  onSend,
  recordLabel: recordAs,
  sendLabel: sendAs,
  large = false,
}: VoiceRecorderProps) {
  const { t } = useLingui();
  const recordLabel =
    recordAs ?? t({ message: 'Record', comment: 'a button that starts recording' });
  const sendLabel = sendAs ?? t`Send`;
  const { state, start, stop, discard, limits } = recorder;
  const review = useReviewBeforeSending();
  const [sending, setSending] = useState(false);
  // Finished without a preview: sent as soon as the recording is in hand.
  const [direct, setDirect] = useState(false);
  const [notice, setNotice] = useState('');
  const talkButton = useRef<HTMLButtonElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const hint = useId();
  const recording = state.status === 'recording';

  const begin = () => {
    setNotice('');
    void start();
  };
  const finish = () => {
    if (state.status !== 'recording') return;
    setDirect(!review);
    stop();
  };
  const cancel = useCallback(() => {
    setDirect(false);
    discard();
    setNotice(t`Voice message cancelled.`);
    talkButton.current?.focus();
  }, [discard, t]);
  const gesture = useHoldToTalk({ recording, start: begin, finish, cancel });

  const send = async (voice: VoiceRecording) => {
    setSending(true);
    try {
      await onSend(voice);
      discard();
    } catch {
      window.alert(t`Failed to send message`);
    } finally {
      setSending(false);
      setDirect(false);
    }
  };

  // Runs when the recording arrives (or a finish is asked for), reading the rest as it is then.
  const sendArrived = useEffectEvent(() => {
    if (state.status !== 'recorded' || !direct || sending) return;
    // Too large to send: the preview says why instead.
    if (state.tooLarge) return setDirect(false);
    void send({ blob: state.blob, durationSeconds: state.durationSeconds });
  });
  useEffect(() => sendArrived(), [state, direct]);

  // Escape cancels from anywhere on the page, as long as a recording is under way.
  useEffect(() => {
    if (!recording) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog above (Radix marks the Escape it takes) closes first; the recording stays.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [recording, cancel]);

  // The preview's Send takes the hand when it appears, the microphone when it goes.
  const reviewing = state.status === 'recorded' && !direct;
  const previous = useRef(reviewing);
  useEffect(() => {
    if (reviewing && !previous.current) sendButton.current?.focus();
    if (!reviewing && previous.current) talkButton.current?.focus();
    previous.current = reviewing;
  }, [reviewing]);

  let label = recordLabel;
  if (state.status !== 'idle') {
    label = review
      ? t({ message: 'Stop', comment: 'stops recording, to listen before sending' })
      : sendLabel;
  }
  if (direct) label = t`Sending...`;
  return (
    <>
      {recording ? (
        <RecordingPanel
          state={state}
          limits={limits}
          holding={gesture.holding}
          review={review}
          onReviewChange={setReviewBeforeSending}
          onPause={recorder.pause}
          onResume={recorder.resume}
          onCancel={cancel}
        />
      ) : null}
      {reviewing ? (
        <RecordedReview
          className="order-first"
          state={state}
          limits={limits}
          sending={sending}
          sendLabel={sendLabel}
          sendRef={sendButton}
          onDelete={discard}
          onRerecord={begin}
          onSend={() => void send({ blob: state.blob, durationSeconds: state.durationSeconds })}
        />
      ) : (
        <TalkButton
          buttonRef={talkButton}
          label={label}
          mode={state.status === 'idle' ? 'record' : review ? 'stop' : 'send'}
          holding={gesture.holding}
          large={large}
          disabled={direct}
          aria-describedby={state.status === 'idle' ? hint : undefined}
          {...gesture.handlers}
        />
      )}
      <span id={hint} className="sr-only">
        {review
          ? t`Tap to start and tap again to stop, or hold to talk and let go to listen first.`
          : t`Tap to start and tap again to send, or hold to talk and let go to send.`}
      </span>
      <span aria-live="polite" className="sr-only">
        {notice}
      </span>
    </>
  );
}
