import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProfileSettings,
  ProfileSettingsResponse,
  ProfileSettingsUpdate,
} from '@hearth/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { settingsPath } from './get-profile-settings';

export interface SettingsChange {
  profileId: string;
  settings: ProfileSettingsUpdate['settings'];
}

/** Only what is named changes; the answer is the whole of the profile's settings. */
export async function updateProfileSettings({
  profileId,
  settings,
}: SettingsChange): Promise<ProfileSettings> {
  const body = await api.patch<ProfileSettingsResponse>(settingsPath(profileId), { settings });
  return body.settings;
}

export function useUpdateProfileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileSettings,
    onSuccess: (settings, { profileId }) =>
      queryClient.setQueryData(queryKeys.profileSettings(profileId), settings),
  });
}
