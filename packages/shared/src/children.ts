import { z } from 'zod';
import type { MessageKind } from './media.js';
import type { Profile } from './profiles.js';

/** Supervised children: kid mode, a child's own devices, approved contacts, quiet hours. */
export const CHILD_LIMITS = {
  pinMin: 4,
  pinMax: 6,
  /** Wrong PINs in a row before each further one waits. */
  pinFreeTries: 5,
  /** The first wait after the free tries; it doubles with each further wrong PIN, to a day. */
  pinBaseWaitMs: 30_000,
  pinMaxWaitMs: 24 * 60 * 60 * 1000,
  deviceLinkTtlMs: 10 * 60 * 1000,
  /**
   * 31^10 ≈ 8.2e14 codes. Against the guesses the whole cluster answers in a code's 10 minutes
   * (at most 11 windows of `deviceLinkFailures`: 330) a code is found with odds of 4e-13.
   */
  deviceLinkLength: 10,
  /** Wrong codes the whole cluster answers per minute, whatever the addresses they come from. */
  deviceLinkFailures: { max: 30, windowMs: 60_000 },
  /** Codes an account may have waiting at once: each is one more that a guess may hit. */
  deviceLinksLive: 5,
  deviceNameMax: 60,
  /** How long a child session lasts before it must be made again. */
  childSessionDays: 365,
} as const;

/** Letters and digits that cannot be mistaken for one another when read aloud or written. */
export const DEVICE_LINK_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const CHILD_MESSAGES = {
  pinInvalid: `The PIN must be ${CHILD_LIMITS.pinMin} to ${CHILD_LIMITS.pinMax} digits`,
  pinWrong: 'That PIN is not right',
  pinNotSet: 'Set a family PIN first',
  pinWait: 'Too many wrong PINs. Please wait a little and try again.',
  childOnly: 'That is a grown-up profile',
  notAllowed: 'Ask a grown-up to do that',
  onlyLastMessage: 'You can change only your last message',
  accountOnly: 'Only a grown-up can do that',
  codeInvalid: 'That code is not right or has expired',
  tooManyLinks: `At most ${CHILD_LIMITS.deviceLinksLive} codes can wait at once: use one, or let one expire`,
  deviceNameRequired: 'Please name this device',
  quietHoursInvalid: 'Quiet hours need a start and an end like 20:00 and a time zone',
  quietHours: 'It is quiet time now. Messages wait until the morning.',
  paused: 'Waiting for a grown-up to say yes',
  /** How a child sees someone its parent has not said yes to yet. */
  someoneNew: 'Someone new (waiting for a grown-up)',
  /** A paused conversation's title for the child: the newcomer may have chosen the real one. */
  pausedTitle: 'Waiting for a grown-up',
} as const;

/** How someone not approved by a child's parent sees that child: present, and no more. */
export const waitingChild = (nickname: string) => `${nickname} (waiting for a grown-up)`;

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
}

export const ACTIVITY_DAYS = 30;

export interface ActivityResponse {
  time_zone: string;
  days: ActivityDay[];
}
