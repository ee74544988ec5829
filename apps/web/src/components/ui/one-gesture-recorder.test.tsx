import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_KEY } from '@/lib/voice/review-choice';
import { useRecorder, type VoiceRecording } from '@/lib/voice/use-recorder';
import { stubMicrophone } from '@/test/fake-media';
import { VoiceRecorder } from './voice-recorder';

function Harness({ onSend }: { onSend: (recording: VoiceRecording) => Promise<void> }) {
  const recorder = useRecorder();
  return (
    <VoiceRecorder
      recorder={recorder}
      onSend={onSend}
      recordLabel="Record a voice message"
      sendLabel="Send voice message"
      compact
      oneGesture
    />
  );
}

function setup() {
  // Only the recorder's clock and ticks are faked; React and Testing Library keep real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  stubMicrophone();
  const onSend = vi.fn((_: VoiceRecording) => Promise.resolve());
  render(<Harness onSend={onSend} />);
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const mic = () => screen.getByRole('button', { name: 'Record a voice message' });
  return { onSend, advance, mic, user: userEvent.setup() };
}

/** A finger pressing the button at (x, 0); its click comes with detail 1, as a pointer's does. */
const press = (button: HTMLElement, type: 'Down' | 'Move' | 'Up', x = 0) =>
  fireEvent[`pointer${type}`](button, { pointerId: 1, button: 0, clientX: x, clientY: 0 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a voice message in one gesture', () => {
  it('taps to start and taps the same button again to send, with no preview', async () => {
    const { onSend, advance, mic, user } = setup();
    const button = mic();
    expect(button).toHaveAccessibleDescription(
      'Tap to start and tap again to send, or hold to talk and let go to send.',
    );
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Recording');
    // The same button, in the same place, now sends.
    expect(button).toHaveAccessibleName('Send voice message');
    expect(screen.getByText('Tap send when you are done.')).toBeInTheDocument();
    await advance(2_000);
    await user.click(button);
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    expect(onSend.mock.calls[0]?.[0].durationSeconds).toBe(2);
    expect(await screen.findByRole('button', { name: 'Record a voice message' })).toBe(button);
    expect(screen.queryByText(/Listen, then send it/)).not.toBeInTheDocument();
  });

  it('holds to talk: letting go after half a second sends; a shorter press is a tap', async () => {
    const { onSend, advance, mic } = setup();
    const button = mic();
    press(button, 'Down');
    expect(await screen.findByText('Let go to send. Slide away to cancel.')).toBeInTheDocument();
    await advance(600);
    press(button, 'Up');
    fireEvent.click(button, { detail: 1 });
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    await screen.findByRole('button', { name: 'Record a voice message' });

    // A quick press: recording goes on until the next tap.
    press(button, 'Down');
    await screen.findByRole('status');
    await advance(200);
    press(button, 'Up');
    fireEvent.click(button, { detail: 1 });
    await advance(1_000);
    expect(screen.getByRole('status')).toHaveTextContent('Recording');
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('cancels when the finger slides 80 px away, when Escape is pressed, and with Cancel', async () => {
    const { onSend, advance, mic, user } = setup();
    press(mic(), 'Down', 100);
    await screen.findByRole('status');
    press(screen.getByRole('button', { name: 'Send voice message' }), 'Move', 150);
    expect(screen.getByRole('status')).toHaveTextContent('Recording');
    press(screen.getByRole('button', { name: 'Send voice message' }), 'Move', 181);
    expect(await screen.findByText('Voice message cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(mic());
    await screen.findByRole('status');
    await advance(1_000);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(mic()).toHaveFocus();

    await user.click(mic());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(onSend).not.toHaveBeenCalled();
  });

  it('works from the keyboard: Enter starts, Enter on the same button sends', async () => {
    const { onSend, advance, mic, user } = setup();
    mic().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('status');
    expect(screen.getByRole('button', { name: 'Send voice message' })).toHaveFocus();
    await advance(1_000);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
  });

  it('stops into a preview when "Review before sending" is ticked, and remembers it', async () => {
    const { onSend, advance, mic, user } = setup();
    await user.click(mic());
    await user.click(await screen.findByRole('checkbox', { name: 'Review before sending' }));
    expect(localStorage.getItem(REVIEW_KEY)).toBe('1');
    expect(screen.getByText('Tap Stop to listen before sending.')).toBeInTheDocument();
    await advance(3_000);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Recorded 0:03. Listen, then send it.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send voice message' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Send voice message' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    // A hold now ends in the preview too.
    press(mic(), 'Down');
    expect(
      await screen.findByText('Let go to listen before sending. Slide away to cancel.'),
    ).toBeInTheDocument();
  });
});
