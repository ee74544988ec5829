import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { signIn } from '@/lib/session';

export const LOGIN_FAILED = 'Invalid email or password. Please try again.';
export const LOGIN_SESSION_FAILED = 'Login succeeded but session setup failed. Please try again.';

/** Thrown when the server said yes but gave us nothing to keep the session with. */
export class SessionSetupError extends Error {}

export async function login(input: LoginRequest): Promise<AuthResponse> {
  const response = await api.post<Partial<AuthResponse> | undefined>('/api/v1/auth/login', input);
  if (!response?.access_token || !response.user) throw new SessionSetupError(LOGIN_SESSION_FAILED);
  signIn(response.access_token, response.user);
  return response as AuthResponse;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
