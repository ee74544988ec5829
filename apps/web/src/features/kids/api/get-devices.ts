import { useQuery } from '@tanstack/react-query';
import type { ChildDevice } from '@hearth/shared';
import { api } from '@/lib/api-client';

export const devicesKey = (childId: string) => ['devices', childId] as const;

export function getDevices(childId: string): Promise<ChildDevice[]> {
  return api.get<ChildDevice[]>(`/api/v1/profiles/${childId}/devices`);
}

export function useDevices(childId: string) {
  return useQuery({ queryKey: devicesKey(childId), queryFn: () => getDevices(childId) });
}
