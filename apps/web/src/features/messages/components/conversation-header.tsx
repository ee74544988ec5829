import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Participant } from '@hearth/shared';
import { ArrowLeft, Link2, LogOut, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { ActionMenu } from '@/components/ui/action-menu';
import { nicknames } from '@/lib/format';

export const EDIT_ROOM_SOON: MessageDescriptor = msg`Edit room functionality coming soon!`;

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
  const { t, i18n } = useLingui();
  return (
    <div className="flex items-center gap-2 border-b border-bubble bg-surface px-2 py-2">
      <Link
        to="/conversations"
        aria-label={t`Back to conversations`}
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-card hover:bg-bubble"
      >
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
      </Link>
      <div className="min-w-0 flex-1">
        <h1 dir="auto" className="truncate text-xl font-bold">
          {title}
        </h1>
        <p dir="auto" className="truncate text-base text-muted">
          {participants.length > 0 ? nicknames(participants) : t`No participants`}
        </p>
      </div>
      {kid ? null : (
        <ActionMenu
          label={t`Conversation menu`}
          actions={[
            {
              label: t`Edit Room`,
              icon: Pencil,
              // The specification's placeholder only where the room cannot be edited here.
              onSelect: onEditRoom ?? (() => window.alert(i18n._(EDIT_ROOM_SOON))),
            },
            { label: t`Share Invite Link`, icon: Link2, onSelect: onShareInvite },
            ...(onLeave
              ? [{ label: t`Leave Conversation`, icon: LogOut, onSelect: onLeave, danger: true }]
              : []),
          ]}
        />
      )}
    </div>
  );
}
