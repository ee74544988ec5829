import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeepsakeLinkBook } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { keepsakeLinksKey } from './get-keepsake-links';

/** Turns off every code printed in a book: they answer "turned off" from now on. */
export async function turnOffKeepsakeLinks(id: string): Promise<KeepsakeLinkBook> {
  const path = `/api/v1/account/keepsake-links/${encodeURIComponent(id)}/turn-off`;
  return (await api.post<{ book: KeepsakeLinkBook }>(path)).book;
}

export function useTurnOffKeepsakeLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffKeepsakeLinks,
    onSuccess: (book) =>
      queryClient.setQueryData<KeepsakeLinkBook[]>(keepsakeLinksKey, (books) =>
        books?.map((b) => (b.id === book.id ? book : b)),
      ),
  });
}
