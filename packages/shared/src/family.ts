import { z } from 'zod';
import { trimmedText } from './fields.js';
import { FAMILY_LIMITS, FAMILY_MESSAGES } from './family-texts.js';
import { LIMITS, MESSAGES } from './limits.js';

export * from './family-texts.js';

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
