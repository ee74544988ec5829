import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordStream, type StopReason, type StreamRecording } from '../media/record-stream';
import {
  DEMO_FORMATS,
  VOICE_BITS_PER_SECOND,
  VOICE_RECORDING_LIMITS,
  type RecordingLimits,
} from './recording-format';

export const MIC_DENIED_MESSAGE: MessageDescriptor = msg`Could not access microphone. Please check permissions.`;

/** What a recorder hands over to be sent. */
export interface VoiceRecording {
  blob: Blob;
  durationSeconds: number;
}

export type RecorderState =
  | { status: 'idle' }
  | {
      status: 'recording';
      seconds: number;
      paused: boolean;
      /** Whole seconds before a limit stops the recording. */
      secondsLeft: number;
      stream: MediaStream;
    }
  | {
      status: 'recorded';
      blob: Blob;
      url: string;
      durationSeconds: number;
      stoppedBy: StopReason;
      /** Over the size limit after all (a last chunk larger than foreseen): it cannot be sent. */
      tooLarge: boolean;
    };

export interface RecorderOptions {
  formats?: readonly string[];
  limits?: RecordingLimits;
}

/**
 * The voice recorder's states: idle, recording (with a timer, pause and resume, stopped by
 * itself at a limit), recorded. Time spent paused does not count.
 */
export function useRecorder({
  formats = DEMO_FORMATS,
  limits = VOICE_RECORDING_LIMITS,
}: RecorderOptions = {}) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recordingRef = useRef<StreamRecording | null>(null);
  const urlRef = useRef<string | null>(null);
  // Bumped by discard, so a permission prompt answered after the user gave up does not start recording.
  const attemptRef = useRef(0);
  // Milliseconds recorded before the last pause, and when recording last (re)started.
  const clockRef = useRef<{ before: number; since: number | null }>({ before: 0, since: null });
  const formatsRef = useRef(formats);
  const limitsRef = useRef(limits);

  const releaseUrl = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };

  const elapsed = () => {
    const { before, since } = clockRef.current;
    return before + (since === null ? 0 : Date.now() - since);
  };

  const start = useCallback(async () => {
    releaseUrl();
    const attempt = ++attemptRef.current;
    let stream: MediaStream;
    try {
      // Without these APIs (old browser, insecure origin) recording is as impossible as when denied.
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
        throw new Error('No microphone API');
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState({ status: 'idle' });
      window.alert(i18n._(MIC_DENIED_MESSAGE));
      return;
    }
    if (attempt !== attemptRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    clockRef.current = { before: 0, since: Date.now() };
    const recording = recordStream(stream, {
      formats: formatsRef.current,
      bitrate: { audioBitsPerSecond: VOICE_BITS_PER_SECOND },
      fallbackType: 'audio/webm',
      limits: limitsRef.current,
      elapsed,
      onTick: (ms, left, recorder) =>
        setState({
          status: 'recording',
          seconds: Math.floor(ms / 1000),
          paused: recorder.state === 'paused',
          secondsLeft: Math.ceil(left / 1000),
          stream,
        }),
      onStop: (blob, stoppedBy) => {
        if (recordingRef.current !== recording) return; // started again meanwhile
        recordingRef.current = null;
        const durationSeconds = elapsed() / 1000;
        clockRef.current = { before: 0, since: null };
        urlRef.current = URL.createObjectURL(blob);
        setState({
          status: 'recorded',
          blob,
          url: urlRef.current,
          durationSeconds,
          stoppedBy,
          tooLarge: blob.size > limitsRef.current.maxBytes,
        });
      },
    });
    recordingRef.current = recording;
  }, []);

  const stop = useCallback(() => recordingRef.current?.stop(), []);

  const pause = useCallback(() => {
    const recorder = recordingRef.current?.recorder;
    if (recorder?.state !== 'recording') return;
    recorder.pause();
    clockRef.current = { before: elapsed(), since: null };
    setState((s) => (s.status === 'recording' ? { ...s, paused: true } : s));
  }, []);

  const resume = useCallback(() => {
    const recorder = recordingRef.current?.recorder;
    if (recorder?.state !== 'paused') return;
    recorder.resume();
    clockRef.current = { before: clockRef.current.before, since: Date.now() };
    setState((s) => (s.status === 'recording' ? { ...s, paused: false } : s));
  }, []);

  /** Throws away a recording (or one in progress) and goes back to idle. */
  const discard = useCallback(() => {
    attemptRef.current += 1;
    recordingRef.current?.cancel();
    recordingRef.current = null;
    releaseUrl();
    setState({ status: 'idle' });
  }, []);

  useEffect(() => discard, [discard]);

  return { state, start, stop, pause, resume, discard, limits };
}

export type Recorder = ReturnType<typeof useRecorder>;
