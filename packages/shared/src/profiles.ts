import { z } from 'zod';
import { nicknameField } from './fields.js';
import { MESSAGES } from './limits.js';

export interface Profile {
  id: string;
  nickname: string;
}

export const profileRequestSchema = z.object(
  { profile: z.object({ nickname: nicknameField }, { error: MESSAGES.nicknameRequired }) },
  { error: MESSAGES.nicknameRequired },
);
export type ProfileRequest = z.input<typeof profileRequestSchema>;
