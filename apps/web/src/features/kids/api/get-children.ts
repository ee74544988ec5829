import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The account's child profiles, from the same list (and cache) the profiles screen reads. */
export function useChildren() {
  return useQuery({
    queryKey: queryKeys.profiles,
    queryFn: () => api.get<Profile[]>('/api/v1/profiles'),
    select: (profiles) => profiles.filter((p) => p.kind === 'child'),
  });
}
