// Apart from profile-settings.ts: the web's first chunks read these texts and limits without zod.

/** Limits of a profile's settings (easy mode, the frame), enforced by the server. */
export const SETTINGS_LIMITS = {
  /** Big "Call Sam" buttons on the frame: a row a grandparent can read at a glance. */
  frameCallButtons: 6,
  /** Conversations a profile's screens may be narrowed to. */
  shownConversations: 100,
  /** The frame's slideshow: each photo this long, and the newest this many kept offline. */
  slideMs: 15_000,
  offlinePhotos: 200,
} as const;

/** The server's sentences about profile settings. */
export const SETTINGS_MESSAGES = {
  invalid:
    'Please send the settings to change (settings: easy_mode, frame or shown_conversation_ids)',
  easyModeInvalid: 'easy_mode must be true or false',
  nightInvalid: 'The frame’s night must be a start and an end time like 21:00 and 07:00, or null',
  callButtonsInvalid: 'frame.call_profile_ids must be a list of profile ids',
  callButtonsTooMany: `The frame shows at most ${SETTINGS_LIMITS.frameCallButtons} call buttons`,
  callButtonStranger:
    'A call button can only be for someone this profile shares a conversation with',
  shownInvalid: 'shown_conversation_ids must be a list of this profile’s conversations, or null',
  shownTooMany: `At most ${SETTINGS_LIMITS.shownConversations} conversations can be chosen`,
  familyOnly: 'These settings are changed by the family, from their own device',
} as const;
