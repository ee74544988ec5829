import * as Menu from '@radix-ui/react-dropdown-menu';
import type { Participant } from '@hearth/shared';
import { ArrowLeft, EllipsisVertical, Link2, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { nicknames } from '@/lib/format';

export const EDIT_ROOM_SOON = 'Edit room functionality coming soon!';

const itemClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-card px-4 text-base data-[highlighted]:bg-bubble';

interface ConversationHeaderProps {
  title: string;
  participants: Participant[];
  onShareInvite: () => void;
}

export function ConversationHeader({
  title,
  participants,
  onShareInvite,
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
      <Menu.Root modal={false}>
        <Menu.Trigger
          aria-label="Conversation menu"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-card hover:bg-bubble"
        >
          <EllipsisVertical aria-hidden="true" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-56 rounded-card bg-surface p-2 shadow-xl"
          >
            <Menu.Item className={itemClass} onSelect={() => window.alert(EDIT_ROOM_SOON)}>
              <Pencil aria-hidden="true" className="size-5" />
              Edit Room
            </Menu.Item>
            <Menu.Item className={itemClass} onSelect={onShareInvite}>
              <Link2 aria-hidden="true" className="size-5" />
              Share Invite Link
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
