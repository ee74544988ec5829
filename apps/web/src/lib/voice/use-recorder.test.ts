import { i18n } from '@lingui/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMediaRecorder, stubMicrophone } from '@/test/fake-media';
import { MESSAGE_FORMATS } from './recording-format';
import { MIC_DENIED_MESSAGE, useRecorder, type RecorderOptions } from './use-recorder';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function recording(options?: RecorderOptions) {
  vi.useFakeTimers();
  const mic = stubMicrophone();
  const hook = renderHook(() => useRecorder(options));
  await act(() => hook.result.current.start());
  const recorder = FakeMediaRecorder.last!;
  return {
    ...hook,
    mic,
    recorder,
    advance: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}

describe('useRecorder', () => {
  it('alerts the specification text and stays idle when the microphone is denied', async () => {
    stubMicrophone('denied');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    expect(alert).toHaveBeenCalledWith('Could not access microphone. Please check permissions.');
    expect(i18n._(MIC_DENIED_MESSAGE)).toBe(
      'Could not access microphone. Please check permissions.',
    );
    expect(result.current.state.status).toBe('idle');
  });

  it('goes idle → recording with a seconds timer → recorded → idle', async () => {
    const { result, mic, advance } = await recording();
    expect(result.current.state).toMatchObject({ status: 'recording', seconds: 0, paused: false });
    await advance(3_100);
    expect(result.current.state).toMatchObject({ status: 'recording', seconds: 3 });
    act(() => result.current.stop());
    const recorded = result.current.state;
    expect(recorded.status).toBe('recorded');
    if (recorded.status !== 'recorded') return;
    expect(recorded.blob.type).toBe('audio/webm;codecs=opus');
    expect(recorded.durationSeconds).toBeCloseTo(3.1, 1);
    expect(recorded.stoppedBy).toBe('user');
    expect(mic.track.stop).toHaveBeenCalled();
    act(() => result.current.discard());
    expect(result.current.state.status).toBe('idle');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording');
  });

  it('records the demo as WebM and messages as MP4/AAC where supported, at a low bit rate', async () => {
    FakeMediaRecorder.supported.add('audio/mp4;codecs=mp4a.40.2');
    try {
      const demo = await recording();
      expect(demo.recorder.options.mimeType).toBe('audio/webm;codecs=opus');
      demo.unmount();
      const message = await recording({ formats: MESSAGE_FORMATS });
      expect(message.recorder.options.mimeType).toBe('audio/mp4;codecs=mp4a.40.2');
      // 1 minute at this rate is under 1 MB.
      expect((message.recorder.options.audioBitsPerSecond! * 60) / 8).toBeLessThan(1_000_000);
      expect(message.recorder.timeslice).toBe(1000);
    } finally {
      FakeMediaRecorder.supported.delete('audio/mp4;codecs=mp4a.40.2');
    }
    const firefox = await recording({ formats: MESSAGE_FORMATS });
    expect(firefox.recorder.options.mimeType).toBe('audio/webm;codecs=opus');
  });

  it('does not count time spent paused', async () => {
    const { result, recorder, advance } = await recording();
    await advance(2_000);
    act(() => result.current.pause());
    expect(recorder.state).toBe('paused');
    expect(result.current.state).toMatchObject({ seconds: 2, paused: true });
    await advance(5_000);
    expect(result.current.state).toMatchObject({ seconds: 2, paused: true });
    act(() => result.current.resume());
    expect(recorder.state).toBe('recording');
    await advance(1_000);
    expect(result.current.state).toMatchObject({ seconds: 3, paused: false });
    act(() => result.current.stop());
    const recorded = result.current.state;
    expect(recorded.status === 'recorded' && recorded.durationSeconds).toBeCloseTo(3, 1);
  });

  it('counts down the last seconds and stops by itself at the time limit', async () => {
    const limits = { maxDurationMs: 30_000, maxBytes: 10_000_000 };
    const { result, advance } = await recording({ limits });
    expect(result.current.state).toMatchObject({ secondsLeft: 30 });
    await advance(20_000);
    expect(result.current.state).toMatchObject({ status: 'recording', secondsLeft: 10 });
    await advance(10_000);
    expect(result.current.state).toMatchObject({ status: 'recorded', stoppedBy: 'duration' });
  });

  it('stops before the size limit, at the rate the bytes come', async () => {
    const limits = { maxDurationMs: 600_000, maxBytes: 100_000 };
    const { result, recorder, advance } = await recording({ limits });
    for (let second = 0; second < 5; second++) {
      await advance(1_000);
      recorder.emit(10_000);
    }
    // 50 KB in 5 s, 95 KB allowed: about 4.5 s to go.
    await advance(250);
    const during = result.current.state;
    expect(during.status === 'recording' && during.secondsLeft).toBeLessThanOrEqual(5);
    await advance(5_000);
    expect(result.current.state).toMatchObject({ status: 'recorded', stoppedBy: 'size' });
  });

  it('marks a recording that ended over the size limit as too large to send', async () => {
    const { result, recorder } = await recording({
      limits: { maxDurationMs: 60_000, maxBytes: 100 },
    });
    recorder.emit(200);
    act(() => result.current.stop());
    expect(result.current.state).toMatchObject({ status: 'recorded', tooLarge: true });
  });
});
