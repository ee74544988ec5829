import { useQuery } from '@tanstack/react-query';
import type { Story } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getStories(): Promise<Story[]> {
  return api.get<Story[]>('/api/v1/stories');
}

/** The built-in stories and the family's own. */
export function useStories(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.stories, queryFn: getStories, enabled });
}
