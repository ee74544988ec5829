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
