import { useQuery } from '@tanstack/react-query';
import type { RetentionSetting } from '@hearth/shared';
import { api } from '@/lib/api-client';

export const retentionKey = ['account', 'retention'] as const;

export function getRetention(): Promise<RetentionSetting> {
  return api.get<RetentionSetting>('/api/v1/account/retention');
}

export function useRetention(enabled: boolean) {
  return useQuery({ queryKey: retentionKey, queryFn: getRetention, enabled });
}
