import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetentionSetting } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { retentionKey } from './get-retention';

export function setRetention(days: number | null): Promise<RetentionSetting> {
  return api.put<RetentionSetting>('/api/v1/account/retention', { days });
}

export function useSetRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRetention,
    onSuccess: (setting) => queryClient.setQueryData(retentionKey, setting),
  });
}
