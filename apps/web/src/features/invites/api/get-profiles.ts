import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The account's profiles, from the same cache the profiles screen reads. */
export function useProfiles() {
  return useQuery({
    queryKey: queryKeys.profiles,
    queryFn: () => api.get<Profile[]>('/api/v1/profiles'),
  });
}
