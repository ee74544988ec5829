import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteResponse } from '@hearth/shared';
import { createInvite, type InviteSettings } from './create-invite';
import { invitesKey } from './invites-key';
import { previewInvite } from './preview-invite';

/**
 * One current link per conversation: the server keeps only a hash of each token, so this
 * device keeps the link it last shared (localStorage, per profile and conversation) and shows
 * it again while it still works, instead of making a new one at every opening.
 */
type Current = InviteResponse['invite'];
const storageKey = (profileId: string, conversationId: string) =>
  `invite_link:${profileId}:${conversationId}`;

export function keptInvite(profileId: string, conversationId: string): Current | null {
  try {
    const raw = window.localStorage.getItem(storageKey(profileId, conversationId));
    return raw ? (JSON.parse(raw) as Current) : null;
  } catch {
    return null;
  }
}

export function keepInvite(profileId: string, conversationId: string, invite: Current | null) {
  try {
    const key = storageKey(profileId, conversationId);
    if (invite) window.localStorage.setItem(key, JSON.stringify(invite));
    else window.localStorage.removeItem(key);
  } catch {
    // Without storage each opening makes a link, as before.
  }
}

export interface CurrentInviteInput {
  profileId: string;
  conversationId: string;
  /** A new link with these settings replaces the current one. */
  settings?: InviteSettings;
}

/** The current link while it still lets someone in (asked without joining), else a new one. */
export async function currentOrNewInvite(input: CurrentInviteInput): Promise<InviteResponse> {
  const { profileId, conversationId } = input;
  const kept = input.settings ? null : keptInvite(profileId, conversationId);
  if (kept && Date.parse(kept.expires_at) > Date.now()) {
    try {
      await previewInvite(kept.token);
      return { invite: kept };
    } catch {
      // Expired, used up or revoked elsewhere: a new link takes its place.
    }
  }
  const created = await createInvite(input);
  keepInvite(profileId, conversationId, created.invite);
  return created;
}

export function useCurrentInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: currentOrNewInvite,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({
        queryKey: invitesKey(input.profileId, input.conversationId),
      }),
  });
}
