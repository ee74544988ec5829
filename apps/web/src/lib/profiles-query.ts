import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@hearth/shared';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The account's profiles, one cache for every screen that shows them. The list changes only by
 * the account's own writes and its events, each of which invalidates it (and invalidating
 * refetches whatever the stale time), so a screen mounting later reads the cache instead of the
 * server: a signed-in page used to ask for it three times as it opened.
 */
export const profilesQuery = queryOptions({
  queryKey: queryKeys.profiles,
  queryFn: () => api.get<Profile[]>('/api/v1/profiles'),
  staleTime: Infinity,
});
