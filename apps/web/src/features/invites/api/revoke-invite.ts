import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitesKey, invitesPath } from './invites-key';

export function revokeInvite(input: {
  profileId: string;
  conversationId: string;
  inviteId: string;
}): Promise<void> {
  const { profileId, conversationId, inviteId } = input;
  return api.delete<void>(
    `${invitesPath(profileId, conversationId)}/${encodeURIComponent(inviteId)}`,
  );
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({
        queryKey: invitesKey(input.profileId, input.conversationId),
      }),
  });
}
