import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEED_KEY } from '@/lib/voice/playback-speed';
import { restorePlayback, stubPlayback } from '@/test/fake-media';
import { AudioPlayer } from './audio-player';

const WAVEFORM = Array.from({ length: 50 }, (_, n) => (n * 5) % 256);
const LABEL = 'voice message from Grandma, 12 seconds';

function audio(): HTMLAudioElement {
  return document.querySelector('audio')!;
}

function at(seconds: number) {
  audio().currentTime = seconds;
  fireEvent.timeUpdate(audio());
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  restorePlayback();
});

describe('AudioPlayer', () => {
  it('plays and pauses with one labelled button and tells when it starts and ends', async () => {
    const play = stubPlayback();
    const onPlay = vi.fn();
    const onEnded = vi.fn();
    render(
      <AudioPlayer
        src="blob:a"
        durationSeconds={12}
        label={LABEL}
        onPlay={onPlay}
        onEnded={onEnded}
      />,
    );
    expect(screen.getByText('0:12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Play ${LABEL}` }));
    expect(play).toHaveBeenCalledOnce();
    expect(onPlay).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: `Pause ${LABEL}` }));
    expect(screen.getByRole('button', { name: `Play ${LABEL}` })).toBeInTheDocument();
    fireEvent.ended(audio());
    expect(onEnded).toHaveBeenCalledOnce();
  });

  it('fills the waveform as it plays and shows elapsed time and duration', () => {
    stubPlayback();
    render(<AudioPlayer src="blob:a" durationSeconds={12} label={LABEL} waveform={WAVEFORM} />);
    const slider = screen.getByRole('slider', { name: `Position in ${LABEL}` });
    expect(slider.querySelectorAll('[data-played="true"]')).toHaveLength(0);
    at(6);
    expect(slider).toHaveAttribute('aria-valuenow', '6');
    expect(slider).toHaveAttribute('aria-valuetext', '0:06 of 0:12');
    expect(slider.querySelectorAll('[data-played="true"]')).toHaveLength(25);
    expect(screen.getByText('0:06 / 0:12')).toBeInTheDocument();
  });

  it('seeks with a tap on the waveform and with the keyboard', async () => {
    stubPlayback();
    render(<AudioPlayer src="blob:a" durationSeconds={20} label={LABEL} waveform={WAVEFORM} />);
    const slider = screen.getByRole('slider');
    vi.spyOn(slider, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      width: 200,
    } as DOMRect);
    fireEvent.click(slider, { clientX: 150 });
    expect(audio().currentTime).toBe(5);
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(audio().currentTime).toBe(6);
    await userEvent.keyboard('{End}');
    expect(audio().currentTime).toBe(20);
    await userEvent.keyboard('{Home}');
    expect(audio().currentTime).toBe(0);
  });

  it('cycles the speed 1x, 1.5x, 2x, remembers it, and plays at it', async () => {
    stubPlayback();
    const { unmount } = render(
      <AudioPlayer
        src="blob:a"
        durationSeconds={5}
        label={LABEL}
        waveform={WAVEFORM}
        speedControl
      />,
    );
    const speed = screen.getByRole('button', { name: 'Speed 1x' });
    await userEvent.click(speed);
    expect(speed).toHaveAccessibleName('Speed 1.5x');
    expect(audio().playbackRate).toBe(1.5);
    await userEvent.click(speed);
    expect(speed).toHaveTextContent('2x');
    expect(localStorage.getItem(SPEED_KEY)).toBe('2');
    unmount();
    render(
      <AudioPlayer
        src="blob:b"
        durationSeconds={5}
        label={LABEL}
        waveform={WAVEFORM}
        speedControl
      />,
    );
    expect(screen.getByRole('button', { name: 'Speed 2x' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Play ${LABEL}` }));
    expect(audio().playbackRate).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Speed 2x' }));
    expect(screen.getByRole('button', { name: 'Speed 1x' })).toBeInTheDocument();
  });

  it('starts by itself when asked to, and only one message plays at a time', () => {
    const play = stubPlayback();
    const { rerender } = render(
      <>
        <AudioPlayer src="blob:a" durationSeconds={5} label="first" />
        <AudioPlayer src="blob:b" durationSeconds={5} label="second" autoPlay={false} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play first' }));
    expect(screen.getByRole('button', { name: 'Pause first' })).toBeInTheDocument();
    rerender(
      <>
        <AudioPlayer src="blob:a" durationSeconds={5} label="first" />
        <AudioPlayer src="blob:b" durationSeconds={5} label="second" autoPlay />
      </>,
    );
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause second' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play first' })).toBeInTheDocument();
  });

  it('without a waveform keeps the demo progress bar and plays at 1x', () => {
    stubPlayback();
    localStorage.setItem(SPEED_KEY, '2');
    render(<AudioPlayer src="blob:a" durationSeconds={10} label="your recording" />);
    at(5);
    expect(screen.getByRole('progressbar', { name: 'Progress of your recording' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.queryByRole('button', { name: /Speed/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play your recording' }));
    expect(audio().playbackRate).toBe(1);
  });
});
