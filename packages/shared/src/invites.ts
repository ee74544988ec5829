import { z } from 'zod';
import { LIMITS, MESSAGES } from './limits.js';
import type { Participant } from './conversations.js';

export interface InviteResponse {
  invite: { token: string; expires_at: string };
}

export const joinRequestSchema = z.object(
  {
    token: z
      .string({ error: MESSAGES.tokenRequired })
      .trim()
      .min(1, { error: MESSAGES.tokenRequired })
      .max(200, { error: MESSAGES.inviteInvalid }),
    profile_id: z
      .string({ error: MESSAGES.profileIdRequired })
      .min(1, { error: MESSAGES.profileIdRequired })
      .max(64, { error: MESSAGES.profileNotAccessible }),
    /**
     * The participants the invite's preview showed: when a child joins, only they are approved
     * for it; anyone else present waits for the parent's yes.
     */
    approved_profile_ids: z
      .array(
        z.string({ error: MESSAGES.approvedIdsInvalid }).max(64, MESSAGES.approvedIdsInvalid),
        {
          error: MESSAGES.approvedIdsInvalid,
        },
      )
      .max(LIMITS.approvedIdsMax, { error: MESSAGES.approvedIdsInvalid })
      .optional(),
  },
  { error: MESSAGES.tokenRequired },
);
export type JoinRequest = z.input<typeof joinRequestSchema>;

/** Who is in the conversation an invite leads to, before anyone joins it. */
export const invitePreviewSchema = joinRequestSchema.pick({ token: true });

export interface JoinResult {
  id: string;
  title: string;
  participants: Participant[];
}

/** A preview signed in: the conversation, who made the invite and who is in it. */
export interface InvitePreview extends JoinResult {
  invited_by: { nickname: string } | null;
}

/** The same preview to someone signed out: nicknames only, no ids. */
export interface PublicInvitePreview {
  title: string;
  invited_by: { nickname: string } | null;
  participants: { nickname: string }[];
}
