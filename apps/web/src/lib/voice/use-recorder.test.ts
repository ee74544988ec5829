import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIC_DENIED_MESSAGE, useRecorder } from './use-recorder';

/** Just enough of MediaRecorder for the hook: start, stop and one chunk of "audio". */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

function stubMedia(getUserMedia: () => Promise<unknown>) {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useRecorder', () => {
  it('alerts the specification text and stays idle when the microphone is denied', async () => {
    stubMedia(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    expect(alert).toHaveBeenCalledWith('Could not access microphone. Please check permissions.');
    expect(MIC_DENIED_MESSAGE).toBe('Could not access microphone. Please check permissions.');
    expect(result.current.state.status).toBe('idle');
  });

  it('goes idle → recording with a seconds timer → recorded → idle', async () => {
    vi.useFakeTimers();
    const track = { stop: vi.fn() };
    stubMedia(() => Promise.resolve({ getTracks: () => [track] }));
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    expect(result.current.state).toEqual({ status: 'recording', seconds: 0 });
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(result.current.state).toEqual({ status: 'recording', seconds: 3 });
    act(() => result.current.stop());
    const recorded = result.current.state;
    expect(recorded.status).toBe('recorded');
    if (recorded.status !== 'recorded') return;
    expect(recorded.blob.type).toBe('audio/webm');
    expect(recorded.durationSeconds).toBeCloseTo(3.1, 1);
    expect(track.stop).toHaveBeenCalled();
    act(() => result.current.discard());
    expect(result.current.state.status).toBe('idle');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording');
  });
});
