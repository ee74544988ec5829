import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearOfflineData } from '@/lib/pwa/offline-data';
import { clearOutbox } from '@/lib/realtime/outbox-store';
import { getSession, signOut } from '@/lib/session';

/**
 * Revokes the token on the server, then forgets the session here whatever the server said:
 * a person who asks to log out must end up logged out, even offline.
 */
export async function logout(): Promise<void> {
  // Unsent messages are dropped with the session: on a shared family tablet, the next person to
  // sign in must not find (or send) them.
  const accountId = getSession().user?.id;
  // Awaited: a reload right after logging out must not find them either.
  if (accountId) await clearOutbox(accountId).catch(() => undefined);
  await clearOfflineData();
  try {
    // This device's pushes stop with the session (the server skips ended sessions anyway).
    await api.delete<void>('/api/v1/push/subscriptions').catch(() => undefined);
    await api.delete<void>('/api/v1/auth/session');
  } catch {
    // The token is forgotten below either way.
  } finally {
    signOut();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
