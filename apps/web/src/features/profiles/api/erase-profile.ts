import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getSession, selectProfile } from '@/lib/session';

export const ERASE_PROFILE_CONFIRM = msg`Erase this profile and everything it ever sent? Its messages and recordings are deleted for everyone and cannot be brought back.`;

export function eraseProfile(id: string): Promise<void> {
  return api.post<void>(`/api/v1/profiles/${encodeURIComponent(id)}/erase`);
}

export function useEraseProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseProfile,
    onSuccess: async (_result, id) => {
      if (getSession().profile?.id === id) selectProfile(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
