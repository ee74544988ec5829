import type { QueryClient } from '@tanstack/react-query';
import { signOut } from '@/lib/session';

/** A token the server no longer accepts ends the session, instead of failing every screen. */
export function endRejectedSession(queryClient: QueryClient): void {
  signOut();
  queryClient.clear();
}
