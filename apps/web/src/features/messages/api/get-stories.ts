import { useQuery } from '@tanstack/react-query';
import { storiesQuery } from '@/lib/stories-query';

/** The built-in stories and the family's own. */
export function useStories(enabled: boolean) {
  return useQuery({ ...storiesQuery, enabled });
}
