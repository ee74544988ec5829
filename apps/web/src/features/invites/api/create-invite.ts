import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { responseError } from '@/lib/errors';
import { invitesKey } from './invites-key';

export const INVITE_FAILED = msg`Failed to create invite link`;

export interface InviteSettings {
  expires_in_hours?: 1 | 24 | 168;
  max_uses?: 1 | 5 | null;
}

export function createInvite(input: {
  profileId: string;
  conversationId: string;
  settings?: InviteSettings;
}): Promise<InviteResponse> {
  return api.post<InviteResponse>(
    `/api/v1/profiles/${encodeURIComponent(input.profileId)}/conversations/${encodeURIComponent(input.conversationId)}/create_invite`,
    input.settings ? { invite: input.settings } : undefined,
  );
}

/** Section 7: the link is this app's own origin plus /join?token=... */
export function inviteLink(token: string, origin: string = window.location.origin): string {
  return `${origin}/join?token=${encodeURIComponent(token)}`;
}

export function inviteErrorMessage(error: unknown): string {
  return responseError(error) ?? i18n._(INVITE_FAILED);
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({
        queryKey: invitesKey(input.profileId, input.conversationId),
      }),
  });
}
