import { useQuery } from '@tanstack/react-query';
import type { ProfileSettings, ProfileSettingsResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const settingsPath = (profileId: string) =>
  `/api/v1/profiles/${encodeURIComponent(profileId)}/settings`;

export async function getProfileSettings(profileId: string): Promise<ProfileSettings> {
  const body = await api.get<ProfileSettingsResponse>(settingsPath(profileId));
  return body.settings;
}

/**
 * A profile's settings; a `profile.settings` event replaces them in place (apply-event), and a
 * lost stream refetches them, so a screen mounting after the first reads the cache.
 */
export function useProfileSettings(profileId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.profileSettings(profileId ?? ''),
    queryFn: () => getProfileSettings(profileId!),
    enabled: Boolean(profileId),
    staleTime: Infinity,
  });
}
