import { useQuery } from '@tanstack/react-query';
import { profilesQuery } from '@/lib/profiles-query';

/** The account's child profiles, from the same list (and cache) the profiles screen reads. */
export function useChildren() {
  return useQuery({
    ...profilesQuery,
    select: (profiles) => profiles.filter((p) => p.kind === 'child'),
  });
}
