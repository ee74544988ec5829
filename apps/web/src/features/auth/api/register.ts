import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { errorList } from '@/lib/errors';
import { signIn } from '@/lib/session';
import { SessionSetupError } from './login';

export const REGISTER_SESSION_FAILED =
  'Registration succeeded but login failed. Please try logging in.';
export const REGISTER_FAILED = 'Registration failed. Please try again.';

export async function register(input: RegisterRequest): Promise<AuthResponse> {
  const response = await api.post<Partial<AuthResponse> | undefined>(
    '/api/v1/auth/register',
    input,
  );
  if (!response?.access_token || !response.user) {
    throw new SessionSetupError(REGISTER_SESSION_FAILED);
  }
  signIn(response.access_token, response.user);
  return response as AuthResponse;
}

/** Section 8: the server's list of errors, otherwise one general sentence. */
export function registerErrors(error: unknown): string[] {
  if (error instanceof SessionSetupError) return [error.message];
  return errorList(error) ?? [REGISTER_FAILED];
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
