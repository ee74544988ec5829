import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordingLimits } from '@/lib/voice/recording-format';
import { useRecorder, type VoiceRecording } from '@/lib/voice/use-recorder';
import { stubMicrophone } from '@/test/fake-media';
import { VoiceRecorder } from './voice-recorder';

function Harness(props: {
  onSend: (recording: VoiceRecording) => Promise<void>;
  limits?: RecordingLimits;
  compact?: boolean;
}) {
  const recorder = useRecorder({ limits: props.limits });
  return (
    <VoiceRecorder
      recorder={recorder}
      onSend={props.onSend}
      recordLabel="Record a voice message"
      compact={props.compact}
    />
  );
}

function setup(props: { limits?: RecordingLimits; compact?: boolean } = {}) {
  // Only the recorder's clock and ticks are faked; React and Testing Library keep real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  stubMicrophone();
  const onSend = vi.fn((_: VoiceRecording) => Promise.resolve());
  render(<Harness onSend={onSend} {...props} />);
  const user = userEvent.setup();
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  /** Taps a button that starts recording; the microphone answers a moment later. */
  const startWith = async (name: string) => {
    await user.click(screen.getByRole('button', { name }));
    await screen.findByRole('button', { name: 'Stop' });
  };
  return { onSend, user, advance, startWith };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('VoiceRecorder', () => {
  it('records with a timer, pauses and resumes, stops into a preview, and sends', async () => {
    const { onSend, user, advance, startWith } = setup();
    await startWith('Record a voice message');
    expect(screen.getByRole('status')).toHaveTextContent('Recording');
    expect(screen.getByRole('timer', { name: 'Seconds recorded' })).toHaveTextContent('0:00');
    expect(screen.getByText('of at most').parentElement).toHaveTextContent('10:00');
    // Focus follows to Stop, so that Enter or Space ends the recording.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus());
    await advance(2_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:02');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
    await advance(5_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:02');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getByRole('status')).toHaveTextContent('Recording');
    await advance(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:03');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('status')).toHaveTextContent('Recorded 0:03. Listen, then send it.');
    expect(screen.getByRole('button', { name: 'Play your recording' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledOnce();
    expect(onSend.mock.calls[0]?.[0].blob).toBeInstanceOf(Blob);
    expect(
      await screen.findByRole('button', { name: 'Record a voice message' }),
    ).toBeInTheDocument();
  });

  it('Delete throws the recording away; Re-record starts again', async () => {
    const { onSend, user, startWith } = setup();
    await startWith('Record a voice message');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await startWith('Re-record');
    expect(screen.getByRole('status')).toHaveTextContent('Recording');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Record a voice message' })).toHaveFocus(),
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('warns ten seconds before the time limit, then stops and says why', async () => {
    const { advance, startWith } = setup({
      limits: { maxDurationMs: 15_000, maxBytes: 1_000_000 },
    });
    await startWith('Record a voice message');
    await advance(4_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(1_500);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Almost at the limit: the recording stops in 10 seconds.',
    );
    await advance(10_000);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Recorded 0:15. Listen, then send it. The recording stopped at the 0:15 limit.',
    );
  });

  it('is a round microphone button beside a text field when compact', () => {
    setup({ compact: true });
    const button = screen.getByRole('button', { name: 'Record a voice message' });
    expect(button).toHaveTextContent('');
    // 48 px: a target for any finger.
    expect(button.className).toMatch(/\bsize-12\b/);
  });
});
