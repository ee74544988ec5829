import type { PushSettings } from '@hearth/shared';
import { Trans } from '@lingui/react/macro';
import { useConversationTitles } from '../api/get-conversation-titles';
import { useSetConversationMuted } from '../api/set-conversation-muted';

/** One switch per conversation: a busy family group can stay quiet while Grandma's still rings. */
export function ConversationMutes({
  profileId,
  settings,
}: {
  profileId: string;
  settings: PushSettings;
}) {
  const { data: conversations = [] } = useConversationTitles(profileId);
  const setMuted = useSetConversationMuted(profileId);
  if (conversations.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-base font-semibold">
        <Trans comment="followed by a list of conversations, each with a switch">
          Notify me about
        </Trans>
      </legend>
      {conversations.map((conversation) => (
        <label key={conversation.id} className="flex min-h-11 items-center gap-3 text-base">
          <input
            type="checkbox"
            name="notify-conversation"
            value={conversation.id}
            className="size-11 shrink-0 accent-primary"
            checked={!settings.muted_conversation_ids.includes(conversation.id)}
            disabled={setMuted.isPending}
            onChange={(event) =>
              setMuted.mutate({ conversationId: conversation.id, muted: !event.target.checked })
            }
          />
          <span dir="auto">{conversation.title}</span>
        </label>
      ))}
    </fieldset>
  );
}
