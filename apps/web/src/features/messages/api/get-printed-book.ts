import { useQuery } from '@tanstack/react-query';
import type { PrintedKeepsake } from '@hearth/shared';
import { api } from '@/lib/api-client';

/** How often a book in the making is asked about: its progress bar moves at this pace. */
const POLL_MS = 1000;

export async function getPrintedBook(profileId: string, id: string): Promise<PrintedKeepsake> {
  const path = `/api/v1/profiles/${encodeURIComponent(profileId)}/keepsakes/${encodeURIComponent(id)}`;
  return (await api.get<{ keepsake: PrintedKeepsake }>(path)).keepsake;
}

/** A book's status, asked again every second while it is being made. */
export function usePrintedBook(profileId: string, id: string | null) {
  return useQuery({
    queryKey: ['keepsakes', profileId, id],
    queryFn: () => getPrintedBook(profileId, id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'making' ? POLL_MS : false),
  });
}
