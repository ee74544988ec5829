import { millisecondsLeft, pickFormat, type RecordingLimits } from '../voice/recording-format';

// Chunks every second: their sizes tell how close the recording is to the size limit.
const CHUNK_MS = 1000;
const TICK_MS = 250;

export type StopReason = 'user' | 'duration' | 'size';

export interface RecordStreamOptions {
  /** The formats to try, best first (`pickFormat`). */
  formats: readonly string[];
  /** The recorder's bitrate: `audioBitsPerSecond` for a voice, `videoBitsPerSecond` for a video. */
  bitrate: Pick<MediaRecorderOptions, 'audioBitsPerSecond' | 'videoBitsPerSecond'>;
  /** The recording's type when the browser names none. */
  fallbackType: string;
  limits: RecordingLimits;
  /** Milliseconds recorded so far (the voice recorder leaves its pauses out). */
  elapsed: () => number;
  /** Every 250 ms while it records: the time recorded and the milliseconds before a limit. */
  onTick: (ms: number, left: number, recorder: MediaRecorder) => void;
  onStop: (blob: Blob, stoppedBy: StopReason) => void;
}

export interface StreamRecording {
  recorder: MediaRecorder;
  /** Stops; `onStop` follows with the recording. */
  stop: () => void;
  /** Stops and throws the recording away: no tick and no `onStop` after it. */
  cancel: () => void;
}

/**
 * The recording both recorders make (voice and video): it stops by itself when the limits'
 * arithmetic leaves no room (`duration` or `size`), and the stream's tracks end with it.
 */
export function recordStream(stream: MediaStream, options: RecordStreamOptions): StreamRecording {
  const { limits, elapsed } = options;
  const mimeType = pickFormat(options.formats);
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    ...options.bitrate,
  });
  const chunks: Blob[] = [];
  const size = { bytes: 0, atMs: 0 };
  let stoppedBy: StopReason = 'user';
  let cancelled = false;
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };

  const tick = () => {
    const ms = elapsed();
    const left = millisecondsLeft(ms, size.bytes, size.atMs, limits);
    if (left <= 0 && recorder.state !== 'inactive') {
      stoppedBy = ms >= limits.maxDurationMs ? 'duration' : 'size';
      return recorder.stop();
    }
    options.onTick(ms, left, recorder);
  };
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    size.bytes += event.data.size;
    size.atMs = elapsed();
  };
  recorder.onstop = () => {
    clearInterval(timer);
    stream.getTracks().forEach((track) => track.stop());
    if (cancelled) return;
    const type = recorder.mimeType || mimeType || options.fallbackType;
    options.onStop(new Blob(chunks, { type }), stoppedBy);
  };
  recorder.start(CHUNK_MS);
  const timer = setInterval(tick, TICK_MS);
  tick();
  const cancel = () => {
    cancelled = true;
    clearInterval(timer);
    stop();
  };
  return { recorder, stop, cancel };
}
