import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { leaveKidMode } from '@/lib/kid-mode';

/** The family PIN, checked by the server: right, and the account session comes back. */
export async function unlock(pin: string): Promise<AuthResponse> {
  const response = await api.post<AuthResponse>('/api/v1/auth/unlock', { pin });
  await leaveKidMode(response);
  return response;
}

export function useUnlock() {
  return useMutation({ mutationFn: unlock });
}
