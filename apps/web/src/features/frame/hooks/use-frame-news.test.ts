import { act, renderHook } from '@testing-library/react';
import { announceMessage } from '@/lib/realtime/new-messages';
import { aMessage, anAudio } from '@/test/messages';
import { TEXT_SHOWN_MS, useFrameNews } from './use-frame-news';

const sam = { id: 'sam', nickname: 'Sam' };
const photo = {
  id: 'ph1',
  url: '/api/v1/media/ph1?exp=1&sig=x',
  thumb_url: '/api/v1/media/ph1t?exp=1&sig=x',
  width: 800,
  height: 600,
  placeholder: null,
};

function setup(shown: string[] | null = null) {
  const onSlide = vi.fn();
  const view = renderHook(() => useFrameNews({ me: 'nana', shown, onSlide }));
  const arrive = (message: ReturnType<typeof aMessage>, conversationId = 'c1') =>
    act(() => announceMessage({ conversationId, message }));
  return { ...view, onSlide, arrive };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useFrameNews', () => {
  it('shows a text large for a minute, then lets the slideshow back', () => {
    const { result, arrive } = setup();
    arrive(aMessage({ from: sam, content: 'Lunch on Sunday?' }));
    expect(result.current.news).toMatchObject({
      kind: 'text',
      message: { content: 'Lunch on Sunday?' },
    });
    act(() => {
      vi.advanceTimersByTime(TEXT_SHOWN_MS - 1);
    });
    expect(result.current.news?.kind).toBe('text');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.news).toBeNull();
  });

  it('keeps a voice message behind its Play until it is closed', () => {
    const { result, arrive } = setup();
    arrive(aMessage({ from: sam, audio: anAudio(5) }));
    act(() => {
      vi.advanceTimersByTime(10 * TEXT_SHOWN_MS);
    });
    expect(result.current.news?.kind).toBe('play');
    act(() => result.current.dismiss());
    expect(result.current.news).toBeNull();
  });

  it('hands a photo to the slideshow, with the conversation it came in', () => {
    const { result, arrive, onSlide } = setup();
    const message = aMessage({ from: sam, kind: 'photo', photos: [photo] });
    arrive(message, 'c7');
    expect(onSlide).toHaveBeenCalledWith('c7', message);
    expect(result.current.news).toBeNull();
  });

  it('ignores its own messages, deleted ones, and conversations the family did not choose', () => {
    const { result, arrive, onSlide } = setup(['c1']);
    arrive(aMessage({ from: { id: 'nana', nickname: 'Nana' }, content: 'mine' }));
    arrive(aMessage({ from: sam, content: 'elsewhere' }), 'c2');
    arrive(aMessage({ from: sam, content: '', deleted: true }));
    arrive(aMessage({ from: sam, kind: 'photo', photos: [photo] }), 'c2');
    expect(result.current.news).toBeNull();
    expect(onSlide).not.toHaveBeenCalled();
    arrive(aMessage({ from: sam, content: 'here' }), 'c1');
    expect(result.current.news?.message.content).toBe('here');
  });

  it('stops listening when the frame closes', () => {
    const { result, arrive, unmount } = setup();
    unmount();
    arrive(aMessage({ from: sam, content: 'late' }));
    expect(result.current.news).toBeNull();
  });

  it('keeps a video behind its Play, and hands it to the slideshow too', () => {
    const { result, arrive, onSlide } = setup();
    const video = {
      id: 'v1',
      url: '/api/v1/media/v1?exp=1&sig=x',
      poster_url: null,
      mime_type: 'video/mp4' as const,
      duration_ms: 12_000,
      width: 640,
      height: 480,
    };
    const message = aMessage({ from: sam, kind: 'video', video });
    arrive(message, 'c3');
    expect(result.current.news).toMatchObject({ kind: 'play', message: { id: message.id } });
    expect(onSlide).toHaveBeenCalledWith('c3', message);
    // A deleted one is neither news nor a slide.
    onSlide.mockClear();
    arrive(aMessage({ from: sam, kind: 'video', video, deleted: true }));
    expect(onSlide).not.toHaveBeenCalled();
  });
});
