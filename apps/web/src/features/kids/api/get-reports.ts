import { useQuery } from '@tanstack/react-query';
import type { MessageReport } from '@hearth/shared';
import { api } from '@/lib/api-client';

/** The realtime layer refreshes this key when the child tells a grown-up about a message. */
export const reportsKey = (childId: string) => ['reports', childId] as const;

export function getReports(childId: string): Promise<MessageReport[]> {
  return api.get<MessageReport[]>(`/api/v1/profiles/${childId}/reports`);
}

export function useReports(childId: string) {
  return useQuery({ queryKey: reportsKey(childId), queryFn: () => getReports(childId) });
}
