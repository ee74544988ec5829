import { useQuery } from '@tanstack/react-query';
import { profilesQuery } from '@/lib/profiles-query';

export function useProfiles() {
  return useQuery(profilesQuery);
}
