import { useMutation } from '@tanstack/react-query';
import type { KeepsakeRequest, PrintedKeepsake } from '@hearth/shared';
import { api } from '@/lib/api-client';

export interface StartPrintedBookInput {
  profileId: string;
  keepsake: KeepsakeRequest;
}

/** Asks for a printed book of a conversation's period; it is made in the background. */
export async function startPrintedBook({
  profileId,
  keepsake,
}: StartPrintedBookInput): Promise<PrintedKeepsake> {
  const path = `/api/v1/profiles/${encodeURIComponent(profileId)}/keepsakes`;
  return (await api.post<{ keepsake: PrintedKeepsake }>(path, { keepsake })).keepsake;
}

export function useStartPrintedBook() {
  return useMutation({ mutationFn: startPrintedBook });
}
