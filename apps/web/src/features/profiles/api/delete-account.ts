import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ACCOUNT_DELETED, leaveNotice } from '@/lib/notice';
import { signOut } from '@/lib/session';

export function deleteAccount(password: string): Promise<void> {
  return api.delete<void>('/api/v1/account', { body: { password } });
}

/** Once erased there is nothing to be signed in to: the session ends, and the login page says so. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      leaveNotice(ACCOUNT_DELETED);
      signOut();
    },
  });
}
