import { useQuery } from '@tanstack/react-query';
import type { ApprovalsResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';

export const approvalsKey = (childId: string) => ['approvals', childId] as const;

export function getApprovals(childId: string): Promise<ApprovalsResponse> {
  return api.get<ApprovalsResponse>(`/api/v1/profiles/${childId}/approvals`);
}

export function useApprovals(childId: string) {
  return useQuery({ queryKey: approvalsKey(childId), queryFn: () => getApprovals(childId) });
}
