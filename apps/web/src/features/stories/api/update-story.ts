import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { StoryFields } from '../lib/story-form';

export const UPDATE_STORY_FAILED = msg`The changes could not be saved. Please try again.`;

/** Sends every field: the pages given replace the story's pages as a whole. */
export function updateStory(input: { id: string; story: StoryFields }): Promise<Story> {
  return api.patch<Story>(`/api/v1/stories/${encodeURIComponent(input.id)}`, {
    story: input.story,
  });
}

export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories }),
  });
}
