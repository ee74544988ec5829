import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getSession, selectProfile } from '@/lib/session';

export const DELETE_PROFILE_FAILED = msg`Failed to delete profile`;
export const DELETE_PROFILE_CONFIRM = msg`Are you sure you want to delete this profile?`;

export function deleteProfile(id: string): Promise<void> {
  return api.delete<void>(`/api/v1/profiles/${encodeURIComponent(id)}`);
}

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: async (_result, id) => {
      // Section 4: deleting the current profile clears the selection.
      if (getSession().profile?.id === id) selectProfile(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
