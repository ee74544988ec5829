import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEMO_FORMATS,
  millisecondsLeft,
  pickFormat,
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

export type StopReason = 'user' | 'duration' | 'size';

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

// Chunks every second: their sizes tell how close the recording is to the size limit.
const CHUNK_MS = 1000;
const TICK_MS = 250;

/**
 * The voice recorder's states: idle, recording (with a timer, pause and resume, stopped by
 * itself at a limit), recorded. Time spent paused does not count.
 */
export function useRecorder({
  formats = DEMO_FORMATS,
  limits = VOICE_RECORDING_LIMITS,
}: RecorderOptions = {}) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
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
    const mimeType = pickFormat(formatsRef.current);
    const recorder = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: VOICE_BITS_PER_SECOND,
    });
    const chunks: Blob[] = [];
    const size = { bytes: 0, atMs: 0 };
    let stoppedBy: StopReason = 'user';
    clockRef.current = { before: 0, since: Date.now() };

    const tick = () => {
      const ms = elapsed();
      const left = millisecondsLeft(ms, size.bytes, size.atMs, limitsRef.current);
      if (left <= 0 && recorder.state !== 'inactive') {
        stoppedBy = ms >= limitsRef.current.maxDurationMs ? 'duration' : 'size';
        recorder.stop();
        return;
      }
      setState({
        status: 'recording',
        seconds: Math.floor(ms / 1000),
        paused: recorder.state === 'paused',
        secondsLeft: Math.ceil(left / 1000),
        stream,
      });
    };

    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      size.bytes += event.data.size;
      size.atMs = elapsed();
    };
    recorder.onstop = () => {
      clearInterval(timerRef.current);
      stream.getTracks().forEach((track) => track.stop());
      if (recorderRef.current !== recorder) return; // discarded or unmounted meanwhile
      recorderRef.current = null;
      const durationSeconds = elapsed() / 1000;
      clockRef.current = { before: 0, since: null };
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      urlRef.current = URL.createObjectURL(blob);
      setState({
        status: 'recorded',
        blob,
        url: urlRef.current,
        durationSeconds,
        stoppedBy,
        tooLarge: blob.size > limitsRef.current.maxBytes,
      });
    };
    recorderRef.current = recorder;
    recorder.start(CHUNK_MS);
    tick();
    timerRef.current = setInterval(tick, TICK_MS);
  }, []);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const pause = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder?.state !== 'recording') return;
    recorder.pause();
    clockRef.current = { before: elapsed(), since: null };
    setState((s) => (s.status === 'recording' ? { ...s, paused: true } : s));
  }, []);

  const resume = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder?.state !== 'paused') return;
    recorder.resume();
    clockRef.current = { before: clockRef.current.before, since: Date.now() };
    setState((s) => (s.status === 'recording' ? { ...s, paused: false } : s));
  }, []);

  /** Throws away a recording (or one in progress) and goes back to idle. */
  const discard = useCallback(() => {
    attemptRef.current += 1;
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    clearInterval(timerRef.current);
    releaseUrl();
    setState({ status: 'idle' });
  }, []);

  useEffect(() => discard, [discard]);

  return { state, start, stop, pause, resume, discard, limits };
}

export type Recorder = ReturnType<typeof useRecorder>;
