import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { rememberLinkedTablet } from '@/lib/linked-tablet';
import { signIn } from '@/lib/session';

export const LOGIN_FAILED = msg`Invalid email or password. Please try again.`;
export const LOGIN_SESSION_FAILED = msg`Login succeeded but session setup failed. Please try again.`;

/** Thrown when the server said yes but gave us nothing to keep the session with. */
export class SessionSetupError extends Error {
  /** The sentence to show, translated when shown (in the language active then). */
  readonly sentence: MessageDescriptor;

  constructor(sentence: MessageDescriptor) {
    super(i18n._(sentence));
    this.sentence = sentence;
  }
}

export async function login(input: LoginRequest): Promise<AuthResponse> {
  const response = await api.post<Partial<AuthResponse> | undefined>('/api/v1/auth/login', input);
  if (!response?.access_token || !response.user) throw new SessionSetupError(LOGIN_SESSION_FAILED);
  // A password on a linked tablet makes it an account's device again: no code entry after this.
  rememberLinkedTablet(false);
  signIn(response.access_token, response.user);
  return response as AuthResponse;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
