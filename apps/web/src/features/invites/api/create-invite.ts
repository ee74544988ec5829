import { useMutation } from '@tanstack/react-query';
import type { InviteResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { responseError } from '@/lib/errors';

export const INVITE_FAILED = 'Failed to create invite link';

export function createInvite(input: {
  profileId: string;
  conversationId: string;
}): Promise<InviteResponse> {
  return api.post<InviteResponse>(
    `/api/v1/profiles/${encodeURIComponent(input.profileId)}/conversations/${encodeURIComponent(input.conversationId)}/create_invite`,
  );
}

/** Section 7: the link is this app's own origin plus /join?token=... */
export function inviteLink(token: string, origin: string = window.location.origin): string {
  return `${origin}/join?token=${encodeURIComponent(token)}`;
}

export function inviteErrorMessage(error: unknown): string {
  return responseError(error) ?? INVITE_FAILED;
}

export function useCreateInvite() {
  return useMutation({ mutationFn: createInvite });
}
