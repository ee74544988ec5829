import { useQuery } from '@tanstack/react-query';
import { LIMITS, SETTINGS_LIMITS, type AlbumPage } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshDelay } from '../lib/media-expiry';
import { isSlide, slideLinks, type FrameSlide } from '../lib/slides';

/**
 * The album's newest photos and videos, newest first: as many as the frame keeps offline, at
 * most (a video's poster is kept, never the video).
 */
export async function getFramePhotos(profileId: string, signal?: AbortSignal) {
  const photos: FrameSlide[] = [];
  let before: string | undefined;
  const path = `/api/v1/profiles/${encodeURIComponent(profileId)}/album`;
  while (photos.length < SETTINGS_LIMITS.offlinePhotos) {
    const read = api.get<AlbumPage>(path, {
      params: { before, limit: LIMITS.albumPageMax },
      signal,
    });
    // Offline the service worker answers only the first page: the photos it has still show.
    const page = before ? await read.catch(() => null) : await read;
    if (!page) break;
    photos.push(...page.items.filter(isSlide));
    if (!page.next_cursor) break;
    before = page.next_cursor;
  }
  return photos.slice(0, SETTINGS_LIMITS.offlinePhotos);
}

/**
 * Read again before the first signed link runs out (a frame runs for days), and on every
 * failure after a while: a server restarting answers again a little later.
 */
export function useFramePhotos(profileId: string) {
  return useQuery({
    queryKey: queryKeys.framePhotos(profileId),
    queryFn: ({ signal }) => getFramePhotos(profileId, signal),
    refetchInterval: (query) =>
      query.state.status === 'error'
        ? 30_000
        : refreshDelay(query.state.data?.flatMap(slideLinks) ?? [], Date.now()),
    refetchIntervalInBackground: true,
  });
}
