import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuietHours, QuietHoursState } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { quietHoursKey } from './get-quiet-hours';

export interface QuietHoursChange {
  childId: string;
  /** null turns them off. */
  quiet: QuietHours | null;
}

/** Answers with what was saved and whether it is on now, as a read would. */
export function setQuietHours({ childId, quiet }: QuietHoursChange) {
  return api.put<QuietHoursState>(`/api/v1/profiles/${childId}/quiet_hours`, quiet);
}

export function useSetQuietHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setQuietHours,
    onSuccess: (saved, { childId }) => client.setQueryData(quietHoursKey(childId), saved),
  });
}
