import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@hearth/shared';
import { msg } from '@lingui/core/macro';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { selectProfile } from '@/lib/session';

export const CREATE_PROFILE_FAILED = msg`Failed to create profile`;

export function createProfile(nickname: string): Promise<Profile> {
  return api.post<Profile>('/api/v1/profiles', { profile: { nickname } });
}

/** Section 4: a new profile becomes the current one. */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: async (profile) => {
      selectProfile(profile);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}

/** A grandparent's profile, for a tablet linked with a code: the adult stays who they are. */
export function createAssistedProfile(nickname: string): Promise<Profile> {
  return api.post<Profile>('/api/v1/profiles', { profile: { nickname, kind: 'assisted' } });
}

export function useCreateAssistedProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssistedProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
  });
}
