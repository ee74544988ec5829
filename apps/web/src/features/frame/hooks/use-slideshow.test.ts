import { act, renderHook } from '@testing-library/react';
import { useSlideshow } from './use-slideshow';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// One slide at a time: each next slide's timer is set once React has drawn the one before.
const advance = (ms: number, step = 15_000) => {
  for (let left = ms; left > 0; left -= step) {
    act(() => {
      vi.advanceTimersByTime(Math.min(step, left));
    });
  }
};

describe('useSlideshow', () => {
  it('shows each photo for its full time, then the next, round and round', () => {
    const { result } = renderHook(() => useSlideshow(3, 15_000, null));
    expect(result.current).toBe(0);
    advance(14_999);
    expect(result.current).toBe(0);
    advance(1);
    expect(result.current).toBe(1);
    advance(15_000);
    expect(result.current).toBe(2);
    advance(15_000);
    expect(result.current).toBe(0);
  });

  it('goes back to the newest, for its full time, when a new photo comes', () => {
    const { result, rerender } = renderHook(({ news }) => useSlideshow(4, 15_000, news), {
      initialProps: { news: null as string | null },
    });
    advance(30_000);
    expect(result.current).toBe(2);
    advance(10_000);
    rerender({ news: 'message-9' });
    expect(result.current).toBe(0);
    advance(14_999);
    expect(result.current).toBe(0);
    advance(1);
    expect(result.current).toBe(1);
  });

  it('stays on a lone photo, and on the first when there are none', () => {
    const { result, rerender } = renderHook(({ count }) => useSlideshow(count, 2_000, null), {
      initialProps: { count: 1 },
    });
    advance(10_000, 2_000);
    expect(result.current).toBe(0);
    rerender({ count: 0 });
    expect(result.current).toBe(0);
  });

  it('keeps to the photos there are when the album shrinks', () => {
    const { result, rerender } = renderHook(({ count }) => useSlideshow(count, 2_000, null), {
      initialProps: { count: 5 },
    });
    advance(8_000, 2_000);
    expect(result.current).toBe(4);
    rerender({ count: 3 });
    expect(result.current).toBe(1);
  });

  it('holds the slide while a video plays, and goes to a new photo only once it ends', () => {
    const { result, rerender } = renderHook(
      ({ restart, paused }) => useSlideshow(3, 15_000, restart, paused),
      { initialProps: { restart: 'm1', paused: false } },
    );
    advance(15_000);
    expect(result.current).toBe(1);
    rerender({ restart: 'm1', paused: true });
    advance(60_000);
    expect(result.current).toBe(1);
    // A photo came meanwhile: it waits for the end of the video.
    rerender({ restart: 'm2', paused: true });
    expect(result.current).toBe(1);
    rerender({ restart: 'm2', paused: false });
    expect(result.current).toBe(0);
    advance(15_000);
    expect(result.current).toBe(1);
  });
});
