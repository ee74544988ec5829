import { useCallback, useEffect, useRef, useState } from 'react';
import { millisecondsLeft, pickFormat } from '../voice/recording-format';
import type { StopReason } from '../voice/use-recorder';
import {
  cameraConstraints,
  VIDEO_BITS_PER_SECOND,
  VIDEO_FORMATS,
  VIDEO_RECORDING_LIMITS,
  type Facing,
} from './video-format';

export type VideoRecorderState =
  | { status: 'idle' }
  | { status: 'denied' }
  | { status: 'ready'; stream: MediaStream; facing: Facing }
  | {
      status: 'recording';
      stream: MediaStream;
      facing: Facing;
      seconds: number;
      secondsLeft: number;
    }
  | { status: 'recorded'; blob: Blob; durationMs: number | null; stoppedBy: StopReason | 'file' };

const CHUNK_MS = 1000;
const TICK_MS = 250;

const stopStream = (stream: MediaStream | null) =>
  stream?.getTracks().forEach((track) => track.stop());

/**
 * The video recorder's states, as the voice recorder's (same formats picker and limits
 * arithmetic), with a camera: idle, the camera shown (`ready`, front by default, switchable),
 * recording (a running timer; it stops itself at 3 minutes or near 200 MB), recorded (to watch
 * before sending, or record again). A picked file goes straight to recorded.
 */
export function useVideoRecorder() {
  const [state, setState] = useState<VideoRecorderState>({ status: 'idle' });
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // Bumped by every new camera or close: a permission answered late is not used.
  const attemptRef = useRef(0);

  const release = useCallback(() => {
    attemptRef.current += 1;
    clearInterval(timerRef.current);
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    stopStream(streamRef.current);
    streamRef.current = null;
  }, []);

  const openCamera = useCallback(
    async (facing: Facing = 'user') => {
      release();
      const attempt = attemptRef.current;
      let stream: MediaStream;
      try {
        if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
          throw new Error('No camera API');
        stream = await navigator.mediaDevices.getUserMedia(cameraConstraints(facing));
      } catch {
        if (attempt === attemptRef.current) setState({ status: 'denied' });
        return;
      }
      if (attempt !== attemptRef.current) return stopStream(stream);
      streamRef.current = stream;
      setState({ status: 'ready', stream, facing });
    },
    [release],
  );

  const record = useCallback(() => {
    const stream = streamRef.current;
    if (!stream || recorderRef.current) return;
    const facing = state.status === 'ready' ? state.facing : 'user';
    const mimeType = pickFormat(VIDEO_FORMATS);
    const recorder = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
    });
    const chunks: Blob[] = [];
    const size = { bytes: 0, atMs: 0 };
    const since = Date.now();
    let stoppedBy: StopReason = 'user';
    const tick = () => {
      const ms = Date.now() - since;
      const left = millisecondsLeft(ms, size.bytes, size.atMs, VIDEO_RECORDING_LIMITS);
      if (left <= 0 && recorder.state !== 'inactive') {
        stoppedBy = ms >= VIDEO_RECORDING_LIMITS.maxDurationMs ? 'duration' : 'size';
        return recorder.stop();
      }
      const seconds = Math.floor(ms / 1000);
      setState({
        status: 'recording',
        stream,
        facing,
        seconds,
        secondsLeft: Math.ceil(left / 1000),
      });
    };
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      size.bytes += event.data.size;
      size.atMs = Date.now() - since;
    };
    recorder.onstop = () => {
      if (recorderRef.current !== recorder) return; // closed meanwhile
      const durationMs = Math.min(Date.now() - since, VIDEO_RECORDING_LIMITS.maxDurationMs);
      release();
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'video/webm' });
      setState({ status: 'recorded', blob, durationMs, stoppedBy });
    };
    recorderRef.current = recorder;
    recorder.start(CHUNK_MS);
    tick();
    timerRef.current = setInterval(tick, TICK_MS);
  }, [state, release]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  /** The other camera (front or back); only before recording, as MediaRecorder keeps its tracks. */
  const switchCamera = useCallback(() => {
    if (state.status !== 'ready') return;
    void openCamera(state.facing === 'user' ? 'environment' : 'user');
  }, [state, openCamera]);

  const takeFile = useCallback(
    (file: File) => {
      release();
      setState({ status: 'recorded', blob: file, durationMs: null, stoppedBy: 'file' });
    },
    [release],
  );

  const close = useCallback(() => {
    release();
    setState({ status: 'idle' });
  }, [release]);

  useEffect(() => release, [release]);

  return { state, openCamera, record, stop, switchCamera, takeFile, close };
}

export type VideoRecorder = ReturnType<typeof useVideoRecorder>;
