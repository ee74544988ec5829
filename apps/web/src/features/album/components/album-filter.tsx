import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export interface AlbumConversation {
  id: string;
  title: string;
}

interface AlbumFilterProps {
  conversations: readonly AlbumConversation[];
  /** The conversation shown, or '' for all of them. */
  value: string;
  onChange: (conversationId: string) => void;
}

/** Which conversation's photos to show: all, or one. */
export function AlbumFilter({ conversations, value, onChange }: AlbumFilterProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t({ message: 'Conversation', comment: "the album's filter: whose photos to show" })}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 rounded-card border-2 border-bubble bg-surface px-3 text-base"
      >
        <option value="">{t`All conversations`}</option>
        {conversations.map((conversation) => (
          <option key={conversation.id} value={conversation.id} dir="auto">
            {conversation.title}
          </option>
        ))}
      </select>
    </div>
  );
}
