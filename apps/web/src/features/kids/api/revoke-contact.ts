import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { approvalsKey } from './get-approvals';

export interface ContactRef {
  childId: string;
  profileId: string;
}

/** Takes an approval back: every conversation with that person waits for a yes again. */
export function revokeContact({ childId, profileId }: ContactRef): Promise<void> {
  return api.delete<void>(`/api/v1/profiles/${childId}/contacts/${profileId}`);
}

export function useRevokeContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeContact,
    onSettled: (_data, _error, { childId }) =>
      client.invalidateQueries({ queryKey: approvalsKey(childId) }),
  });
}
