// Apart from push.ts: the web's first chunks read these texts without zod.

/** Text of the push API's refusals, word for word. */
export const PUSH_MESSAGES = {
  subscriptionInvalid: 'Subscription is not a valid push subscription',
  endpointInsecure: 'Push endpoint must be an https:// address',
  profileRequired: 'Profile is required',
  previewsRequired: 'Previews must be true or false',
  mutedRequired: 'Muted must be true or false',
  endpointTaken: 'This device already gets notifications for another account',
} as const;

/**
 * The push a parent's grown-up devices get when someone new waits for a yes to talk with a
 * child. Its title and body are written by the server in the parent's language.
 */
export const APPROVAL_PUSH = {
  /** The children page, where the parent approves or declines. */
  url: '/kids',
} as const;

/** How long a push service keeps a push for a device that is offline: a day. */
export const PUSH_TTL_SECONDS = 86_400;
