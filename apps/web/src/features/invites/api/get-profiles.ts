import { useQuery } from '@tanstack/react-query';
import { profilesQuery } from '@/lib/profiles-query';

/** The account's profiles, from the same cache the profiles screen reads. */
export function useProfiles() {
  return useQuery(profilesQuery);
}
