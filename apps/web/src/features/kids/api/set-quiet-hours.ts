import { useMutation } from '@tanstack/react-query';
import type { QuietHours } from '@hearth/shared';
import { api } from '@/lib/api-client';

export interface QuietHoursChange {
  childId: string;
  /** null turns them off. */
  quiet: QuietHours | null;
}

export function setQuietHours({ childId, quiet }: QuietHoursChange) {
  return api.put<{ quiet_hours: QuietHours | null }>(
    `/api/v1/profiles/${childId}/quiet_hours`,
    quiet,
  );
}

export function useSetQuietHours() {
  return useMutation({ mutationFn: setQuietHours });
}
