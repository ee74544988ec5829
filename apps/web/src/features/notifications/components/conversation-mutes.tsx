import { useQuery } from '@tanstack/react-query';
import type { ConversationSummary, PushSettings } from '@hearth/shared';
import { queryKeys } from '@/lib/query-keys';
import { useSetConversationMuted } from '../api/set-conversation-muted';

/**
 * One switch per conversation: a busy family group can stay quiet while Grandma's still rings.
 * The list is the one this screen already shows, read from the cache rather than fetched again.
 */
export function ConversationMutes({
  profileId,
  settings,
}: {
  profileId: string;
  settings: PushSettings;
}) {
  const { data: conversations = [] } = useQuery<ConversationSummary[]>({
    queryKey: queryKeys.conversations(profileId),
    enabled: false,
  });
  const setMuted = useSetConversationMuted(profileId);
  if (conversations.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-base font-semibold">Notify me about</legend>
      {conversations.map((conversation) => (
        <label key={conversation.id} className="flex min-h-11 items-center gap-3 text-base">
          <input
            type="checkbox"
            name="notify-conversation"
            value={conversation.id}
            className="size-6"
            checked={!settings.muted_conversation_ids.includes(conversation.id)}
            disabled={setMuted.isPending}
            onChange={(event) =>
              setMuted.mutate({ conversationId: conversation.id, muted: !event.target.checked })
            }
          />
          {conversation.title}
        </label>
      ))}
    </fieldset>
  );
}
