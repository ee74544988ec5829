import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signOut } from '@/lib/session';

export function deleteAccount(password: string): Promise<void> {
  return api.delete<void>('/api/v1/account', { body: { password } });
}

/** Once erased there is nothing to be signed in to: the session ends here. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => signOut() });
}
