import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getSession, selectProfile } from '@/lib/session';

export const UPDATE_PROFILE_FAILED = 'Failed to update profile';

export function updateProfile(input: { id: string; nickname: string }): Promise<Profile> {
  return api.patch<Profile>(`/api/v1/profiles/${encodeURIComponent(input.id)}`, {
    profile: { nickname: input.nickname },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      // Section 4: editing the current profile updates the stored current profile.
      if (getSession().profile?.id === profile.id) selectProfile(profile);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
