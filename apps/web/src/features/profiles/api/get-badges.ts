import { useQuery } from '@tanstack/react-query';
import type { Badge } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getBadges(profileId: string): Promise<Badge[]> {
  return api.get<Badge[]>(`/api/v1/profiles/${encodeURIComponent(profileId)}/badges`);
}

/** Every badge of the profile; a `badge.earned` event refreshes it. */
export function useBadges(profileId: string) {
  return useQuery({ queryKey: queryKeys.badges(profileId), queryFn: () => getBadges(profileId) });
}
