import { z } from 'zod';
import { emailField, wellFormedString } from './fields.js';
import { LIMITS, MESSAGES } from './limits.js';
import type { Profile } from './profiles.js';

const password = wellFormedString(MESSAGES.passwordRequired)
  .min(1, { error: MESSAGES.passwordRequired })
  .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong });

export const loginRequestSchema = z.object(
  { email_address: emailField, password },
  { error: MESSAGES.invalidCredentials },
);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object(
  {
    user: z
      .object(
        {
          email_address: emailField,
          password: password.min(LIMITS.passwordMin, { error: MESSAGES.passwordTooShort }),
          password_confirmation: z.string({ error: MESSAGES.passwordsDoNotMatch }),
        },
        { error: MESSAGES.emailInvalid },
      )
      .refine((user) => user.password === user.password_confirmation, {
        error: MESSAGES.passwordsDoNotMatch,
        path: ['password_confirmation'],
      }),
  },
  { error: MESSAGES.emailInvalid },
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export interface User {
  id: string;
  email_address: string;
  /** The account's first profile, or null while it has none; a child session's own profile. */
  profile: Profile | null;
  /** For a child session only: the nickname of the grown-up who supervises it. */
  supervised_by?: string;
}

export interface AuthResponse {
  access_token: string;
  user: User;
}
