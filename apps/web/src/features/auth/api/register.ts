import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { errorList } from '@/lib/errors';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { rememberLinkedTablet } from '@/lib/linked-tablet';
import { signIn } from '@/lib/session';
import { SessionSetupError } from './login';

export const REGISTER_SESSION_FAILED = msg`Registration succeeded but login failed. Please try logging in.`;
export const REGISTER_FAILED = msg`Registration failed. Please try again.`;

export async function register(input: RegisterRequest): Promise<AuthResponse> {
  const response = await api.post<Partial<AuthResponse> | undefined>(
    '/api/v1/auth/register',
    input,
  );
  if (!response?.access_token || !response.user) {
    throw new SessionSetupError(REGISTER_SESSION_FAILED);
  }
  // A password on a linked tablet makes it an account's device again: no code entry after this.
  rememberLinkedTablet(false);
  signIn(response.access_token, response.user);
  return response as AuthResponse;
}

/**
 * Section 8: the server's list of errors, otherwise one general sentence; in the active
 * language, translated when asked for (while the form renders).
 */
export function registerErrors(error: unknown): string[] {
  if (error instanceof SessionSetupError) return [i18n._(error.sentence)];
  return errorList(error)?.map((sentence) => sharedSentence(sentence)) ?? [i18n._(REGISTER_FAILED)];
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
