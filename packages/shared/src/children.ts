import { z } from 'zod';
import { CHILD_LIMITS, CHILD_MESSAGES } from './children-texts.js';
import type { MessageKind } from './media.js';
import type { Profile } from './profiles.js';

export * from './children-texts.js';

const pinField = z
  .string({ error: CHILD_MESSAGES.pinInvalid })
  .regex(/^[0-9]{4,6}$/, { error: CHILD_MESSAGES.pinInvalid });

export const pinRequestSchema = z.object({ pin: pinField }, { error: CHILD_MESSAGES.pinInvalid });
export type PinRequest = z.input<typeof pinRequestSchema>;

export const redeemRequestSchema = z.object(
  {
    code: z.string({ error: CHILD_MESSAGES.codeInvalid }).max(32, CHILD_MESSAGES.codeInvalid),
    device_name: z
      .string({ error: CHILD_MESSAGES.deviceNameRequired })
      .trim()
      .min(1, CHILD_MESSAGES.deviceNameRequired)
      .max(CHILD_LIMITS.deviceNameMax, CHILD_MESSAGES.deviceNameRequired),
  },
  { error: CHILD_MESSAGES.codeInvalid },
);

const clock = z
  .string({ error: CHILD_MESSAGES.quietHoursInvalid })
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: CHILD_MESSAGES.quietHoursInvalid });

export const quietHoursSchema = z
  .object(
    {
      start: clock,
      end: clock,
      time_zone: z.string({ error: CHILD_MESSAGES.quietHoursInvalid }).max(64),
    },
    { error: CHILD_MESSAGES.quietHoursInvalid },
  )
  .nullable();
export type QuietHours = NonNullable<z.output<typeof quietHoursSchema>>;

/** A child's quiet hours as saved, and whether they are on right now. */
export interface QuietHoursState {
  quiet_hours: QuietHours | null;
  quiet_now: boolean;
}

/**
 * `GET`/`PUT /api/v1/profiles/{childId}/photo_sharing` with `{"photo_sharing": {"enabled": false}}`:
 * whether a child may send photos and videos (on by default; seeing them follows the pairwise rule).
 */
export const photoSharingSchema = z.object(
  {
    photo_sharing: z.object(
      { enabled: z.boolean({ error: 'enabled must be true or false' }) },
      { error: 'enabled must be true or false' },
    ),
  },
  { error: 'enabled must be true or false' },
);
export interface PhotoSharingState {
  photo_sharing: { enabled: boolean };
}

/** Whether the account has a family PIN (never the PIN itself). */
export interface PinState {
  pin_set: boolean;
}

/** A child session: the token acts as this one child profile only. */
export interface ChildSessionResponse {
  access_token: string;
  profile: Profile;
}

export interface DeviceLinkResponse {
  code: string;
  expires_at: string;
}

export interface ChildDevice {
  id: string;
  name: string;
  created_at: string;
  last_seen_at: string | null;
}

export interface PendingApproval {
  id: string;
  profile: Profile;
  conversation: { id: string; title: string };
  requested_at: string;
}

export interface ApprovalsResponse {
  approved: Profile[];
  pending: PendingApproval[];
}

/** A message a child told its parent about ("Tell a grown-up"), as the parent's dashboard shows it. */
export interface MessageReport {
  id: string;
  message: { id: string; content: string; kind: MessageKind };
  sender: { id: string; nickname: string };
  conversation: { id: string; title: string };
  reported_at: string;
}

/** One day of a child's activity: numbers only, never content. */
export interface ActivityDay {
  /** The day (YYYY-MM-DD) in the child's quiet-hours time zone, or UTC without one. */
  date: string;
  messages_sent: number;
  messages_received: number;
  voice_minutes_sent: number;
  voice_minutes_received: number;
  photos_sent: number;
  photos_received: number;
  videos_sent: number;
  videos_received: number;
  /** Minutes the child spent in answered calls that began that day. */
  call_minutes: number;
}

export const ACTIVITY_DAYS = 30;

export interface ActivityResponse {
  time_zone: string;
  days: ActivityDay[];
}
