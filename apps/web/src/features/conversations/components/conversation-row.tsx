import { useLingui } from '@lingui/react';
import { Plural } from '@lingui/react/macro';
import type { ConversationSummary } from '@hearth/shared';
import { Link } from 'react-router';
import { messagePreview } from '@/lib/message-preview';
import { participantSummary } from './participant-summary';
import { UnreadBadge } from './unread-badge';

export function ConversationRow({
  conversation,
  selfId,
  waiting = 0,
}: {
  conversation: ConversationSummary;
  selfId: string;
  /** People here waiting for the parent's yes before a child hears them. */
  waiting?: number;
}) {
  // The summary and the preview are made by functions: a new language renders them again.
  useLingui();
  const unread = conversation.unread_count;
  const last = conversation.last_message;
  return (
    <li>
      <Link
        to={`/conversations/${conversation.id}`}
        className="flex min-h-16 items-center gap-4 rounded-card bg-surface p-4 shadow-sm hover:bg-bubble"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span dir="auto" className="text-lg font-semibold break-words">
            {conversation.title}
          </span>
          <span dir="auto" className="text-base text-muted break-words">
            {participantSummary(conversation.participants, selfId)}
          </span>
          {last ? (
            <span dir="auto" className="truncate text-base">
              {messagePreview(last)}
            </span>
          ) : null}
        </span>
        {waiting > 0 ? (
          <span className="rounded-bubble bg-kid px-3 py-1 text-base font-semibold text-white">
            <Plural
              value={waiting}
              one="# waits for your yes"
              other="# wait for your yes"
              comment="how many people wait for a parent's yes before a child hears them"
            />
          </span>
        ) : null}
        <UnreadBadge count={unread} className="text-base" />
      </Link>
    </li>
  );
}
