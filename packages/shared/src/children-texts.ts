// Apart from children.ts: the web's first chunks read these texts and limits without zod.

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
