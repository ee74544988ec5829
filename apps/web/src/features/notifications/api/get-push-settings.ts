import { useQuery } from '@tanstack/react-query';
import type { PushSettings } from '@hearth/shared';
import { api } from '@/lib/api-client';

export const pushSettingsKey = (profileId: string) => ['push-settings', profileId] as const;
export const pushSettingsPath = (profileId: string) =>
  `/api/v1/profiles/${encodeURIComponent(profileId)}/push-settings`;

export function usePushSettings(profileId: string, enabled: boolean) {
  return useQuery({
    queryKey: pushSettingsKey(profileId),
    queryFn: () => api.get<PushSettings>(pushSettingsPath(profileId)),
    enabled,
  });
}
