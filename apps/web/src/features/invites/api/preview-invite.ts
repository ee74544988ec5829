import { useQuery } from '@tanstack/react-query';
import type { JoinResult } from '@hearth/shared';
import { api } from '@/lib/api-client';

/** The conversation an invite leads to and who is in it, without joining. */
export function previewInvite(token: string): Promise<JoinResult> {
  return api.post<JoinResult>('/api/v1/conversations/invite-preview', { token });
}

export function usePreviewInvite(token: string) {
  return useQuery({
    queryKey: ['invite-preview', token],
    queryFn: () => previewInvite(token),
    enabled: token !== '',
    // An unknown or expired invite stays so: asking again changes nothing.
    retry: false,
  });
}
