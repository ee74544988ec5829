import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSettings } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { pushSettingsKey, pushSettingsPath } from './get-push-settings';

/** Whether notifications show the message ("Grandma: Hello") or only who sent it. */
export function useSetPushPreviews(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previews: boolean) =>
      api.patch<PushSettings>(pushSettingsPath(profileId), { previews }),
    onSuccess: (settings) => queryClient.setQueryData(pushSettingsKey(profileId), settings),
  });
}
