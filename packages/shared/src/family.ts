import { z } from 'zod';
import { trimmedText } from './fields.js';
import { LIMITS, MESSAGES } from './limits.js';

/** Running a conversation and a family's rights over its data: the contract of both sides. */
export const FAMILY_LIMITS = {
  /** A text message may be edited by its sender this long after it was sent. */
  editWindowMs: 15 * 60 * 1000,
  inviteExpiryHours: [1, 24, 168] as const,
  inviteMaxUses: [1, 5] as const,
  retentionDaysMax: 3650,
} as const;

export const FAMILY_MESSAGES = {
  editWindowPassed: 'Messages can only be edited within 15 minutes of sending',
  notYourMessage: 'You can only change your own messages',
  onlyTextEditable: 'Only text messages can be edited',
  messageDeleted: 'Message deleted',
  /** What an erased profile is called wherever it was named: its row, the event log. */
  profileDeleted: 'Deleted profile',
  onlyCreatorRemoves: 'Only the person who created this conversation can remove members',
  inviteExpiryChoice: 'expires_in_hours must be 1, 24 or 168',
  inviteUsesChoice: 'max_uses must be 1, 5 or null',
  retentionDays: `days must be a whole number from 1 to ${FAMILY_LIMITS.retentionDaysMax}, or null`,
  wrongPassword: 'The password is not correct',
  cannotEraseLastProfile: "Delete the account to erase the account's own profile",
} as const;

export const messageEditSchema = z.object(
  {
    message: z.object(
      {
        content: trimmedText(MESSAGES.contentRequired, MESSAGES.contentTooLong, LIMITS.messageMax),
      },
      { error: MESSAGES.contentRequired },
    ),
  },
  { error: MESSAGES.contentRequired },
);

/** Both fields optional: opening the share dialog creates an invite with the defaults. */
export const inviteOptionsSchema = z
  .object({
    invite: z
      .object({
        expires_in_hours: z
          .union(
            FAMILY_LIMITS.inviteExpiryHours.map((h) => z.literal(h)),
            {
              error: FAMILY_MESSAGES.inviteExpiryChoice,
            },
          )
          .optional(),
        max_uses: z
          .union([...FAMILY_LIMITS.inviteMaxUses.map((n) => z.literal(n)), z.null()], {
            error: FAMILY_MESSAGES.inviteUsesChoice,
          })
          .optional(),
      })
      .optional(),
  })
  .optional();

export interface InviteSummary {
  id: string;
  created_by: { id: string; nickname: string };
  created_at: string;
  expires_at: string;
  max_uses: number | null;
  uses: number;
}

export const retentionRequestSchema = z.object(
  {
    days: z
      .number({ error: FAMILY_MESSAGES.retentionDays })
      .int({ error: FAMILY_MESSAGES.retentionDays })
      .min(1, { error: FAMILY_MESSAGES.retentionDays })
      .max(FAMILY_LIMITS.retentionDaysMax, { error: FAMILY_MESSAGES.retentionDays })
      .nullable(),
  },
  { error: FAMILY_MESSAGES.retentionDays },
);

export const accountDeleteSchema = z.object(
  {
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, { error: MESSAGES.passwordRequired })
      .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong }),
  },
  { error: MESSAGES.passwordRequired },
);

export interface RetentionSetting {
  days: number | null;
}
