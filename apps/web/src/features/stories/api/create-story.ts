import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { StoryFields } from '../lib/story-form';

export const CREATE_STORY_FAILED = msg`The story could not be saved. Please try again.`;

export function createStory(story: StoryFields): Promise<Story> {
  return api.post<Story>('/api/v1/stories', { story });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    // Read a Story lists from the same key, so the new story is there to be picked.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories }),
  });
}
