import type { Participant } from '@hearth/shared';
import { ArrowLeft, Link2, LogOut, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { ActionMenu } from '@/components/ui/action-menu';
import { nicknames } from '@/lib/format';

export const EDIT_ROOM_SOON = 'Edit room functionality coming soon!';

interface ConversationHeaderProps {
  title: string;
  participants: Participant[];
  onShareInvite: () => void;
  onEditRoom?: () => void;
  onLeave?: () => void;
  /** Kid mode: a child session can neither edit, invite nor leave, so there is no menu. */
  kid?: boolean;
}

export function ConversationHeader({
  title,
  participants,
  onShareInvite,
  onEditRoom,
  onLeave,
  kid = false,
}: ConversationHeaderProps) {
  return (
    <div className="flex items-center gap-2 border-b border-bubble bg-surface px-2 py-2">
      <Link
        to="/conversations"
        aria-label="Back to conversations"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-card hover:bg-bubble"
      >
        <ArrowLeft aria-hidden="true" />
      </Link>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-xl font-bold">{title}</h1>
        <p className="truncate text-base text-muted">
          {participants.length > 0 ? nicknames(participants) : 'No participants'}
        </p>
      </div>
      {kid ? null : (
        <ActionMenu
          label="Conversation menu"
          actions={[
            {
              label: 'Edit Room',
              icon: Pencil,
              // The specification's placeholder only where the room cannot be edited here.
              onSelect: onEditRoom ?? (() => window.alert(EDIT_ROOM_SOON)),
            },
            { label: 'Share Invite Link', icon: Link2, onSelect: onShareInvite },
            ...(onLeave
              ? [{ label: 'Leave Conversation', icon: LogOut, onSelect: onLeave, danger: true }]
              : []),
          ]}
        />
      )}
    </div>
  );
}
