import { useQuery } from '@tanstack/react-query';
import type { KeepsakeLinkBook } from '@hearth/shared';
import { api } from '@/lib/api-client';

export const keepsakeLinksKey = ['account', 'keepsake-links'] as const;

/** The account's printed books whose codes play recordings, newest first. */
export async function getKeepsakeLinks(): Promise<KeepsakeLinkBook[]> {
  return (await api.get<{ books: KeepsakeLinkBook[] }>('/api/v1/account/keepsake-links')).books;
}

export function useKeepsakeLinks(enabled: boolean) {
  return useQuery({ queryKey: keepsakeLinksKey, queryFn: getKeepsakeLinks, enabled });
}
