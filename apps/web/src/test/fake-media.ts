import { vi } from 'vitest';

/**
 * Just enough of MediaRecorder and getUserMedia for jsdom: start, pause, resume, stop, and
 * chunks of "audio" handed over by the test (`emit`) or one at the stop.
 */
export class FakeMediaRecorder {
  static supported = new Set(['audio/webm', 'audio/webm;codecs=opus']);
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.has(type);
  static last: FakeMediaRecorder | null = null;
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;

  constructor(
    readonly stream: unknown,
    readonly options: { mimeType?: string; audioBitsPerSecond?: number } = {},
  ) {
    this.mimeType = options.mimeType ?? 'audio/webm';
    FakeMediaRecorder.last = this;
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  emit(bytes: number) {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)], { type: this.mimeType }) });
  }
  stop() {
    this.state = 'inactive';
    this.emit(5);
    this.onstop?.();
  }
}

/** Installs the fakes; getUserMedia answers a stream whose track can be stopped, or rejects. */
export function stubMicrophone(answer: 'granted' | 'denied' = 'granted') {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  FakeMediaRecorder.last = null;
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  const getUserMedia =
    answer === 'granted'
      ? vi.fn(() => Promise.resolve(stream))
      : vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  return { track, stream, getUserMedia };
}

const pausedDescriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'paused')!;

/** jsdom has no media playback: play and pause only fire their events here. */
export function stubPlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  return play;
}

export function restorePlayback() {
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', pausedDescriptor);
}
