import { useQuery } from '@tanstack/react-query';
import type { ActivityResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';

export const activityKey = (childId: string) => ['activity', childId] as const;

export function getActivity(childId: string): Promise<ActivityResponse> {
  return api.get<ActivityResponse>(`/api/v1/profiles/${childId}/activity`);
}

export function useActivity(childId: string) {
  return useQuery({ queryKey: activityKey(childId), queryFn: () => getActivity(childId) });
}
