import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSettings } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { pushSettingsKey } from './get-push-settings';

const mutePath = (profileId: string, conversationId: string) =>
  `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}/notifications`;

interface MuteInput {
  conversationId: string;
  muted: boolean;
}

/** Notifications on or off for one conversation of this profile. */
export function useSetConversationMuted(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MuteInput) =>
      api.put<{ muted: boolean }>(mutePath(profileId, input.conversationId), {
        muted: input.muted,
      }),
    onSuccess: ({ muted }, { conversationId }) =>
      queryClient.setQueryData<PushSettings>(pushSettingsKey(profileId), (settings) => {
        if (!settings) return settings;
        const others = settings.muted_conversation_ids.filter((id) => id !== conversationId);
        return {
          ...settings,
          muted_conversation_ids: muted ? [...others, conversationId] : others,
        };
      }),
  });
}
