import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statusOf } from '@/lib/errors';
import { queryKeys } from '@/lib/query-keys';

export const DELETE_STORY_FAILED = msg`The story could not be deleted. Please try again.`;

export async function deleteStory(id: string): Promise<void> {
  try {
    await api.delete<void>(`/api/v1/stories/${encodeURIComponent(id)}`);
  } catch (error) {
    // Already deleted (on another device) is what was asked for, not a failure to report.
    if (statusOf(error) !== 404) throw error;
  }
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories }),
  });
}
