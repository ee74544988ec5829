import { z } from 'zod';
import { MESSAGES } from './limits.js';
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
    /** The participants the invite preview showed: only they are approved for a child joining. */
    approved_profile_ids: z.array(z.string().min(1).max(64)).max(100).optional(),
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
