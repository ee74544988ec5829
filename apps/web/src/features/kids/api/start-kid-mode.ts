import { useMutation } from '@tanstack/react-query';
import type { ChildSessionResponse, Profile } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { enterKidMode } from '@/lib/kid-mode';

/** Trades the account's session for the child's: the device is in kid mode. */
export async function startKidMode(child: Profile): Promise<void> {
  const session = await api.post<ChildSessionResponse>(`/api/v1/profiles/${child.id}/kid_session`);
  await enterKidMode(session.access_token, session.profile);
}

export function useStartKidMode() {
  return useMutation({ mutationFn: startKidMode });
}
