import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getProfiles(): Promise<Profile[]> {
  return api.get<Profile[]>('/api/v1/profiles');
}

export function useProfiles() {
  return useQuery({ queryKey: queryKeys.profiles, queryFn: getProfiles });
}
