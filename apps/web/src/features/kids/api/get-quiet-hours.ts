import { useQuery } from '@tanstack/react-query';
import type { QuietHoursState } from '@hearth/shared';
import { api } from '@/lib/api-client';

export const quietHoursKey = (childId: string) => ['quiet-hours', childId] as const;

/** The child's quiet hours as saved, and whether they are on now. */
export function getQuietHours(childId: string): Promise<QuietHoursState> {
  return api.get<QuietHoursState>(`/api/v1/profiles/${childId}/quiet_hours`);
}

export function useQuietHours(childId: string) {
  return useQuery({ queryKey: quietHoursKey(childId), queryFn: () => getQuietHours(childId) });
}
