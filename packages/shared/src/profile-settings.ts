import { z } from 'zod';
import { SETTINGS_LIMITS, SETTINGS_MESSAGES } from './profile-settings-texts.js';

export * from './profile-settings-texts.js';

/** The frame dims between these times (HH:MM, 24 h) in the tablet's own time zone. */
export interface FrameNight {
  start: string;
  end: string;
}

export interface FrameSettings {
  /** The people with a big "Call Sam" button on the frame, in this order. */
  call_profile_ids: string[];
  /** When the screen dims at night, or null to stay bright. */
  night: FrameNight | null;
}

/**
 * A profile's own settings: `GET /api/v1/profiles/{profileId}/settings` answers
 * `{"settings": ...}`; the account's adults change them with `PATCH` of the same path (an
 * assisted or child device may read its own, never change them). A change reaches the profile's
 * devices live as `profile.settings`.
 */
export interface ProfileSettings {
  easy_mode: boolean;
  frame: FrameSettings;
  /** The conversations this profile's screens show (the frame, easy mode), or null: all. */
  shown_conversation_ids: string[] | null;
}

export interface ProfileSettingsResponse {
  settings: ProfileSettings;
}

export const DEFAULT_PROFILE_SETTINGS: ProfileSettings = {
  easy_mode: false,
  frame: { call_profile_ids: [], night: null },
  shown_conversation_ids: null,
};

const clock = z
  .string({ error: SETTINGS_MESSAGES.nightInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SETTINGS_MESSAGES.nightInvalid });

const ids = (invalid: string, max: number, tooMany: string) =>
  z
    .array(z.string({ error: invalid }).min(1, { error: invalid }).max(64, { error: invalid }), {
      error: invalid,
    })
    .max(max, { error: tooMany });

/** A partial change: only what is named changes (`frame` itself partially too). */
export const profileSettingsUpdateSchema = z.object(
  {
    settings: z
      .object(
        {
          easy_mode: z.boolean({ error: SETTINGS_MESSAGES.easyModeInvalid }).optional(),
          frame: z
            .object(
              {
                call_profile_ids: ids(
                  SETTINGS_MESSAGES.callButtonsInvalid,
                  SETTINGS_LIMITS.frameCallButtons,
                  SETTINGS_MESSAGES.callButtonsTooMany,
                ).optional(),
                night: z
                  .object({ start: clock, end: clock }, { error: SETTINGS_MESSAGES.nightInvalid })
                  .nullable()
                  .optional(),
              },
              { error: SETTINGS_MESSAGES.invalid },
            )
            .optional(),
          shown_conversation_ids: ids(
            SETTINGS_MESSAGES.shownInvalid,
            SETTINGS_LIMITS.shownConversations,
            SETTINGS_MESSAGES.shownTooMany,
          )
            .nullable()
            .optional(),
        },
        { error: SETTINGS_MESSAGES.invalid },
      )
      .refine(
        (s) =>
          s.easy_mode !== undefined ||
          s.frame !== undefined ||
          s.shown_conversation_ids !== undefined,
        { error: SETTINGS_MESSAGES.invalid },
      ),
  },
  { error: SETTINGS_MESSAGES.invalid },
);
export type ProfileSettingsUpdate = z.input<typeof profileSettingsUpdateSchema>;
