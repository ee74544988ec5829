import { useQuery } from '@tanstack/react-query';
import { useStoriesQuery } from '@/lib/stories-query';

/** The built-in stories (in the current profile's language) and the family's own. */
export function useStories(enabled: boolean) {
  return useQuery({ ...useStoriesQuery(), enabled });
}
