import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, Profile } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getSession, selectProfile } from '@/lib/session';

export const UPDATE_PROFILE_FAILED = msg`Failed to update profile`;

/** What an edit changes: a new nickname, a language, or both. */
export interface ProfileChanges {
  id: string;
  nickname?: string;
  language?: Language;
}

export function updateProfile({ id, ...profile }: ProfileChanges): Promise<Profile> {
  return api.patch<Profile>(`/api/v1/profiles/${encodeURIComponent(id)}`, { profile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      // Section 4: editing the current profile updates the stored current profile; a new
      // language switches the screens to it at once (the LanguageProvider follows the session).
      const current = getSession().profile;
      if (current?.id === profile.id) selectProfile({ ...current, ...profile });
      queryClient.setQueryData<Profile[]>(queryKeys.profiles, (list) =>
        list?.map((p) => (p.id === profile.id ? { ...p, ...profile } : p)),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
