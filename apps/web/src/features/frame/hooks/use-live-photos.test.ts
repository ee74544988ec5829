import { act, renderHook } from '@testing-library/react';
import type { AlbumItem } from '@hearth/shared';
import { aMessage } from '@/test/messages';
import { slideId, type FrameSlide } from '../lib/slides';
import { useLivePhotos } from './use-live-photos';

const sam = { id: 'sam', nickname: 'Sam' };
const photo = (n: number) => ({
  id: `ph${n}`,
  url: `/api/v1/media/ph${n}?exp=1&sig=x`,
  thumb_url: `/api/v1/media/ph${n}t?exp=1&sig=x`,
  width: 800,
  height: 600,
  placeholder: null,
});
const item = (n: number, at: string): FrameSlide =>
  ({
    kind: 'photo',
    photo: photo(n),
    position: 0,
    of: 1,
    caption: '',
    message_id: `m${n}`,
    conversation: { id: 'c1', title: 'Family' },
    profile: sam,
    created_at: at,
  }) satisfies AlbumItem as FrameSlide;

describe('useLivePhotos', () => {
  it('puts a photo that arrives live in front, once, and names its message as the newest', () => {
    const album = [item(1, '2026-11-27T10:00:00Z')];
    const { result, rerender } = renderHook(({ a }) => useLivePhotos(a), {
      initialProps: { a: album },
    });
    expect(result.current.newest).toBeNull();
    const message = aMessage({
      id: 'm2',
      from: sam,
      kind: 'photo',
      photos: [photo(2)],
      created_at: '2026-11-27T11:00:00Z',
    });
    act(() => result.current.add('c1', message));
    expect(result.current.photos.map(slideId)).toEqual(['ph2', 'ph1']);
    expect(result.current.newest).toBe('m2');
    // The album's next reading has it too: still once.
    rerender({ a: [item(2, '2026-11-27T11:00:00Z'), ...album] });
    expect(result.current.photos.map(slideId)).toEqual(['ph2', 'ph1']);
  });

  it('shows only the conversations the family chose for this profile', () => {
    const other = { ...item(2, '2026-11-27T09:00:00Z'), conversation: { id: 'c2', title: 'Work' } };
    const { result, rerender } = renderHook(
      ({ shown }) => useLivePhotos([item(1, '2026-11-27T10:00:00Z'), other], shown),
      {
        initialProps: { shown: ['c1'] as string[] | null },
      },
    );
    expect(result.current.photos.map(slideId)).toEqual(['ph1']);
    rerender({ shown: null });
    expect(result.current.photos.map(slideId)).toEqual(['ph1', 'ph2']);
  });

  it('counts as news a newer photo found at a reading (sent while the server was away)', () => {
    const { result, rerender } = renderHook(({ a }) => useLivePhotos(a), {
      initialProps: { a: undefined as FrameSlide[] | undefined },
    });
    rerender({ a: [item(1, '2026-11-27T10:00:00Z')] });
    expect(result.current.newest).toBeNull();
    rerender({ a: [item(3, '2026-11-27T12:00:00Z'), item(1, '2026-11-27T10:00:00Z')] });
    expect(result.current.newest).toBe('m3');
    expect(result.current.photos.map(slideId)[0]).toBe('ph3');
  });

  it('puts a newer photo found at a reading before one that arrived live earlier', () => {
    const { result, rerender } = renderHook(({ a }) => useLivePhotos(a), {
      initialProps: { a: [item(1, '2026-11-27T10:00:00Z')] },
    });
    const live = aMessage({ id: 'm2', from: sam, kind: 'photo', photos: [photo(2)] });
    act(() => result.current.add('c1', { ...live, created_at: '2026-11-27T11:00:00Z' }));
    rerender({ a: [item(3, '2026-11-27T12:00:00Z'), item(1, '2026-11-27T10:00:00Z')] });
    expect(result.current.photos.map(slideId)).toEqual(['ph3', 'ph2', 'ph1']);
    expect(result.current.newest).toBe('m3');
  });

  it('shows the videos too, from the album and live, each once, as slides of their own', () => {
    const video = (n: number) => ({
      id: `v${n}`,
      url: `/api/v1/media/v${n}?exp=1&sig=x`,
      poster_url: `/api/v1/media/v${n}p?exp=1&sig=x`,
      mime_type: 'video/mp4' as const,
      duration_ms: 42_000,
      width: 1280,
      height: 720,
    });
    const inAlbum = { ...item(1, '2026-11-27T10:00:00Z'), kind: 'video', video: video(1) };
    const { result } = renderHook(() =>
      useLivePhotos([
        { ...inAlbum, photo: undefined } as FrameSlide,
        item(2, '2026-11-27T09:00:00Z'),
      ]),
    );
    const live = aMessage({ id: 'm3', from: sam, kind: 'video', video: video(3) });
    act(() => result.current.add('c1', { ...live, created_at: '2026-11-27T11:00:00Z' }));
    expect(result.current.photos.map(slideId)).toEqual(['v3', 'v1', 'ph2']);
    expect(result.current.photos[0]).toMatchObject({ kind: 'video', position: 0, of: 1 });
    expect(result.current.newest).toBe('m3');
  });
});
