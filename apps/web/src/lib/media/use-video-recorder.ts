import { useCallback, useEffect, useRef, useState } from 'react';
import { recordStream, type StopReason, type StreamRecording } from './record-stream';
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
  const recordingRef = useRef<StreamRecording | null>(null);
  // Bumped by every new camera or close: a permission answered late is not used.
  const attemptRef = useRef(0);

  const release = useCallback(() => {
    attemptRef.current += 1;
    recordingRef.current?.cancel();
    recordingRef.current = null;
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
    if (!stream || recordingRef.current) return;
    const facing = state.status === 'ready' ? state.facing : 'user';
    const since = Date.now();
    const elapsed = () => Date.now() - since;
    const recording = recordStream(stream, {
      formats: VIDEO_FORMATS,
      bitrate: { videoBitsPerSecond: VIDEO_BITS_PER_SECOND },
      fallbackType: 'video/webm',
      limits: VIDEO_RECORDING_LIMITS,
      elapsed,
      onTick: (ms, left) => {
        const seconds = Math.floor(ms / 1000);
        setState({
          status: 'recording',
          stream,
          facing,
          seconds,
          secondsLeft: Math.ceil(left / 1000),
        });
      },
      onStop: (blob, stoppedBy) => {
        if (recordingRef.current !== recording) return; // closed meanwhile
        const durationMs = Math.min(elapsed(), VIDEO_RECORDING_LIMITS.maxDurationMs);
        release();
        setState({ status: 'recorded', blob, durationMs, stoppedBy });
      },
    });
    recordingRef.current = recording;
  }, [state, release]);

  const stop = useCallback(() => recordingRef.current?.stop(), []);

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
