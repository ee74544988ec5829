import { Mic, Pause, RotateCcw, Send, Square, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatSeconds } from '@/lib/voice/format-seconds';
import { LIMIT_WARNING_SECONDS } from '@/lib/voice/recording-format';
import type { Recorder, VoiceRecording } from '@/lib/voice/use-recorder';
import { AudioPlayer } from './audio-player';
import { buttonClass } from './button';
import { LevelMeter } from './level-meter';
import { RecordedNotice } from './recorded-notice';

const primaryButton = buttonClass('primary');
const secondaryButton = buttonClass('secondary');
const dangerButton = buttonClass('danger');

interface VoiceRecorderProps {
  recorder: Recorder;
  onSend: (recording: VoiceRecording) => Promise<void>;
  recordLabel?: string;
  sendLabel?: string;
  /** Idle as a round microphone button (beside a text field) instead of a labelled one. */
  compact?: boolean;
  /** Idle as one large labelled button across the row (kid mode). */
  large?: boolean;
}

/** The recorder's states, each with words as well as colour so nobody wonders whether it is listening. */
export function VoiceRecorder({
  recorder,
  onSend,
  recordLabel = 'Record',
  sendLabel = 'Send',
  compact = false,
  large = false,
}: VoiceRecorderProps) {
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
    const { paused, secondsLeft } = state;
    return (
      <div className="flex w-full flex-wrap items-center gap-3 rounded-card border-2 border-danger bg-surface p-3">
        <span className="flex items-center gap-2 text-lg font-semibold text-danger">
          <span
            aria-hidden="true"
            className={`size-4 rounded-full bg-danger ${paused ? '' : 'motion-safe:animate-pulse'}`}
          />
          <span role="status">{paused ? 'Paused' : 'Recording'}</span>
          <span role="timer" aria-label="Seconds recorded" className="tabular-nums">
            {formatSeconds(state.seconds)}
          </span>
          <span className="text-base font-normal text-muted">
            <span className="sr-only">of at most</span>
            <span aria-hidden="true">/</span> {formatSeconds(limits.maxDurationMs / 1000)}
          </span>
        </span>
        <LevelMeter stream={state.stream} active={!paused} />
        <span className="ml-auto flex gap-2">
          <button type="button" onClick={paused ? resume : pause} className={secondaryButton}>
            {paused ? (
              <Mic aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
            {paused ? 'Resume' : 'Pause'}
          </button>
          <button ref={mainButton} type="button" onClick={stop} className={primaryButton}>
            <Square aria-hidden="true" className="size-5" />
            Stop
          </button>
        </span>
        {secondsLeft <= LIMIT_WARNING_SECONDS ? (
          <p role="alert" className="w-full font-semibold text-danger">
            Almost at the limit: the recording stops in {LIMIT_WARNING_SECONDS} seconds.
          </p>
        ) : null}
      </div>
    );
  }

  const send = async () => {
    setSending(true);
    try {
      await onSend({ blob: state.blob, durationSeconds: state.durationSeconds });
      discard();
    } catch {
      window.alert('Failed to send message');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex w-full flex-col gap-3 rounded-card border-2 border-primary bg-surface p-3">
      <RecordedNotice state={state} limits={limits} />
      <AudioPlayer src={state.url} durationSeconds={state.durationSeconds} label="your recording" />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <button type="button" onClick={discard} disabled={sending} className={dangerButton}>
          <Trash2 aria-hidden="true" className="size-5" />
          Delete
        </button>
        <button type="button" onClick={start} disabled={sending} className={secondaryButton}>
          <RotateCcw aria-hidden="true" className="size-5" />
          Re-record
        </button>
        <button
          ref={mainButton}
          type="button"
          onClick={send}
          disabled={sending || state.tooLarge}
          className={`${primaryButton} col-span-2 grow`}
        >
          <Send aria-hidden="true" className="size-5" />
          {sending ? 'Sending...' : sendLabel}
        </button>
      </div>
    </div>
  );
}
