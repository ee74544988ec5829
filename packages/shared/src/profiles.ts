import { z } from 'zod';
import { nicknameField } from './fields.js';
import { MESSAGES } from './limits.js';

/** The adult's own profile (the account's first), or a supervised child's. */
export type ProfileKind = 'adult' | 'child';

export interface Profile {
  id: string;
  nickname: string;
  /** Absent where a profile is only named (a message's sender, a participant). */
  kind?: ProfileKind;
}

export const profileRequestSchema = z.object(
  { profile: z.object({ nickname: nicknameField }, { error: MESSAGES.nicknameRequired }) },
  { error: MESSAGES.nicknameRequired },
);
export type ProfileRequest = z.input<typeof profileRequestSchema>;
