import { z } from 'zod';
import type { Language } from './language-tags.js';
import { PUSH_MESSAGES } from './push-texts.js';

export * from './push-texts.js';

const base64url = (max: number) =>
  z
    .string({ error: PUSH_MESSAGES.subscriptionInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_MESSAGES.subscriptionInvalid })
    .max(max, { error: PUSH_MESSAGES.subscriptionInvalid });

/** What `PushSubscription.toJSON()` gives, and the profile this device is used as. */
export const pushSubscriptionRequestSchema = z.object(
  {
    profile_id: z.string({ error: PUSH_MESSAGES.profileRequired }).max(36, {
      error: PUSH_MESSAGES.profileRequired,
    }),
    subscription: z.object(
      {
        endpoint: z
          .string({ error: PUSH_MESSAGES.subscriptionInvalid })
          .max(1000, { error: PUSH_MESSAGES.subscriptionInvalid })
          .url({ error: PUSH_MESSAGES.subscriptionInvalid })
          .refine((url) => url.startsWith('https://'), { error: PUSH_MESSAGES.endpointInsecure }),
        keys: z.object(
          // A P-256 public key (65 bytes) and a 16-byte secret, base64url.
          { p256dh: base64url(100), auth: base64url(40) },
          { error: PUSH_MESSAGES.subscriptionInvalid },
        ),
      },
      { error: PUSH_MESSAGES.subscriptionInvalid },
    ),
  },
  { error: PUSH_MESSAGES.subscriptionInvalid },
);
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

export const pushSettingsRequestSchema = z.object(
  { previews: z.boolean({ error: PUSH_MESSAGES.previewsRequired }) },
  { error: PUSH_MESSAGES.previewsRequired },
);

export const conversationNotificationsRequestSchema = z.object(
  { muted: z.boolean({ error: PUSH_MESSAGES.mutedRequired }) },
  { error: PUSH_MESSAGES.mutedRequired },
);

/** GET /push/key: what the browser subscribes with (`applicationServerKey`). */
export interface PushKeyResponse {
  public_key: string;
}

/** A profile's notification settings (GET and PATCH /profiles/:id/push-settings). */
export interface PushSettings {
  /** False: pushes name the sender only ("New message from Grandma"). */
  previews: boolean;
  /** Conversations this profile hears no pushes from. */
  muted_conversation_ids: string[];
}

/** The JSON a push carries, decrypted by the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  conversation_id: string;
  /** The profile on this device that the message is for. */
  profile_id: string;
  /** The message it tells of; none for a parent's approval request. */
  message_id?: string;
  /** Notifications with one tag replace each other; without one, the conversation is the tag. */
  tag?: string;
  /** Where a click on the notification leads. */
  url: string;
  /** The recipient's language: the notification is shown in its direction (Arabic right to left). */
  lang?: Language;
}
