import { z } from 'zod';
import { nicknameField } from './fields.js';
import { languageField, type Language } from './languages.js';
import { MESSAGES } from './limits.js';

/**
 * The adult's own profile (the account's first), a supervised child's, or an assisted
 * grandparent's: an adult in every rule of conversations, whose tablet is linked with a device
 * code and whose settings the account's adults change.
 */
export type ProfileKind = 'adult' | 'child' | 'assisted';

/**
 * The kind `POST /api/v1/profiles` may name: without one, the account's first profile is its
 * adult and every later one a child, as before.
 */
export const CREATABLE_PROFILE_KINDS = ['assisted'] as const;

export interface Profile {
  id: string;
  nickname: string;
  /** Absent where a profile is only named (a message's sender, a participant). */
  kind?: ProfileKind;
  /**
   * The account's own profiles only: the language this person reads Hearth in, or null until one
   * is chosen (the client then follows the browser's).
   */
  language?: Language | null;
}

export const profileRequestSchema = z.object(
  {
    profile: z.object(
      {
        nickname: nicknameField,
        language: languageField.optional(),
        kind: z.enum(CREATABLE_PROFILE_KINDS, { error: MESSAGES.profileKindInvalid }).optional(),
      },
      { error: MESSAGES.nicknameRequired },
    ),
  },
  { error: MESSAGES.nicknameRequired },
);
export type ProfileRequest = z.input<typeof profileRequestSchema>;

/** A partial profile: a new nickname, a language, or both. */
export const profileUpdateSchema = z.object(
  {
    profile: z
      .object(
        { nickname: nicknameField.optional(), language: languageField.optional() },
        { error: MESSAGES.nicknameRequired },
      )
      .refine((p) => p.nickname !== undefined || p.language !== undefined, {
        error: MESSAGES.nicknameRequired,
      }),
  },
  { error: MESSAGES.nicknameRequired },
);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
