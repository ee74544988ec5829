import type { ConversationSummary } from '@hearth/shared';
import { Link } from 'react-router';
import { messagePreview } from '@/lib/message-preview';
import { participantSummary } from './participant-summary';

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
  const unread = conversation.unread_count;
  const last = conversation.last_message;
  return (
    <li>
      <Link
        to={`/conversations/${conversation.id}`}
        className="flex min-h-16 items-center gap-4 rounded-card bg-surface p-4 shadow-sm hover:bg-bubble"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-lg font-semibold break-words">{conversation.title}</span>
          <span className="text-base text-muted break-words">
            {participantSummary(conversation.participants, selfId)}
          </span>
          {last ? <span className="truncate text-base">{messagePreview(last)}</span> : null}
        </span>
        {waiting > 0 ? (
          <span className="rounded-bubble bg-kid px-3 py-1 text-base font-semibold text-white">
            {waiting === 1 ? '1 waits for your yes' : `${waiting} wait for your yes`}
          </span>
        ) : null}
        {unread > 0 ? (
          <span className="rounded-bubble bg-primary px-3 py-1 text-base font-semibold text-white">
            {unread} new
          </span>
        ) : null}
      </Link>
    </li>
  );
}
