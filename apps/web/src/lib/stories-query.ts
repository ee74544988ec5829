import { queryOptions } from '@tanstack/react-query';
import type { Story } from '@hearth/shared';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export function getStories(): Promise<Story[]> {
  return api.get<Story[]>('/api/v1/stories');
}

/**
 * The library (built-in stories, then the family's own) under one key: Read a Story and the
 * Family stories screen share it, so saving a story on one refreshes the other.
 */
export const storiesQuery = queryOptions({ queryKey: queryKeys.stories, queryFn: getStories });
