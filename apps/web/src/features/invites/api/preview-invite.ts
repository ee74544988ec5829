import { useQuery } from '@tanstack/react-query';
import type { InvitePreview, PublicInvitePreview } from '@hearth/shared';
import { api } from '@/lib/api-client';

/**
 * The conversation an invite leads to, who made the invite and who is in it, without joining.
 * Signed out the answer names people by nickname only (no ids).
 */
export function previewInvite(token: string): Promise<InvitePreview | PublicInvitePreview> {
  return api.post('/api/v1/conversations/invite-preview', { token });
}

/** The ids of the people a signed-in preview showed (none for a signed-out one). */
export function shownIds(preview: InvitePreview | PublicInvitePreview): string[] {
  return preview.participants.flatMap((p) => ('id' in p ? [p.id] : []));
}

export function usePreviewInvite(token: string, signedIn = true) {
  return useQuery({
    queryKey: ['invite-preview', token, signedIn],
    queryFn: () => previewInvite(token),
    enabled: token !== '',
    // An unknown or expired invite stays so: asking again changes nothing.
    retry: false,
  });
}
