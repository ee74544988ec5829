import { useQuery } from '@tanstack/react-query';
import type { InviteSummary } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { invitesKey, invitesPath } from './invites-key';

export function listInvites(profileId: string, conversationId: string): Promise<InviteSummary[]> {
  return api.get<InviteSummary[]>(invitesPath(profileId, conversationId));
}

/** Read only while the settings are open: the share dialog itself asks for nothing more. */
export function useInvites(profileId: string, conversationId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: invitesKey(profileId, conversationId),
    queryFn: () => listInvites(profileId, conversationId),
  });
}
