import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Participant } from '@hearth/shared';
import { ArrowLeft, BookOpen, Images, Link2, LogOut, Pencil, Phone, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionMenu } from '@/components/ui/action-menu';
import { EasyLabel } from '@/components/ui/easy-label';
import { nicknames } from '@/lib/format';

export const EDIT_ROOM_SOON: MessageDescriptor = msg`Edit room functionality coming soon!`;

interface ConversationHeaderProps {
  title: string;
  participants: Participant[];
  onShareInvite: () => void;
  onEditRoom?: () => void;
  onLeave?: () => void;
  /** Opens "Make a printed book" (a grown-up's menu only). */
  onMakeBook?: () => void;
  /** Kid mode: a child session can neither edit, invite nor leave, so there is no menu. */
  kid?: boolean;
  /** The album filtered to this conversation, linked from the header. */
  albumPath?: string;
  /** A search box scoped to this conversation. */
  search?: ReactNode;
  /** Starts a video or a voice call in this conversation. */
  onCall?: (video: boolean) => void;
}

export function ConversationHeader({
  title,
  participants,
  onShareInvite,
  onEditRoom,
  onLeave,
  onMakeBook,
  kid = false,
  albumPath,
  search,
  onCall,
}: ConversationHeaderProps) {
  const { t, i18n } = useLingui();
  return (
    // On a phone the actions take a row of their own under the title: beside it, five buttons
    // would leave the conversation's name no room.
    <div className="flex flex-wrap items-center gap-2 border-b border-bubble bg-surface px-2 py-2">
      <Link
        to="/conversations"
        aria-label={t`Back to conversations`}
        className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-card hover:bg-bubble easy:shrink easy:px-3 easy:text-start easy:font-semibold"
      >
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        <EasyLabel>{t`Back to conversations`}</EasyLabel>
      </Link>
      <div className="min-w-0 flex-1 easy:basis-full easy:ps-2">
        <h1 dir="auto" className="truncate text-xl font-bold">
          {title}
        </h1>
        <p dir="auto" className="truncate text-base text-muted">
          {participants.length > 0 ? nicknames(participants) : t`No participants`}
        </p>
      </div>
      <div className="order-last flex w-full flex-wrap items-center justify-end gap-2 sm:order-none sm:w-auto easy:justify-start sm:easy:w-full">
        {search}
        {onCall ? (
          <>
            <button
              type="button"
              onClick={() => onCall(true)}
              aria-label={t`Video call`}
              className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-card hover:bg-bubble easy:shrink easy:px-3 easy:text-start easy:font-semibold"
            >
              <Video aria-hidden="true" />
              <EasyLabel>{t`Video call`}</EasyLabel>
            </button>
            <button
              type="button"
              onClick={() => onCall(false)}
              aria-label={t`Voice call`}
              className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-card hover:bg-bubble easy:shrink easy:px-3 easy:text-start easy:font-semibold"
            >
              <Phone aria-hidden="true" />
              <EasyLabel>{t`Voice call`}</EasyLabel>
            </button>
          </>
        ) : null}
        {albumPath ? (
          <Link
            to={albumPath}
            aria-label={t`Photos and videos of this conversation`}
            className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-card hover:bg-bubble easy:shrink easy:px-3 easy:text-start easy:font-semibold"
          >
            <Images aria-hidden="true" />
            <EasyLabel>{t`Photos and videos of this conversation`}</EasyLabel>
          </Link>
        ) : null}
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
            ...(onMakeBook
              ? [
                  {
                    label: t({
                      message: 'Make a printed book',
                      comment:
                        'a PDF book of a conversation, to print, with codes that play the voices',
                    }),
                    icon: BookOpen,
                    onSelect: onMakeBook,
                  },
                ]
              : []),
            ...(onLeave
              ? [{ label: t`Leave Conversation`, icon: LogOut, onSelect: onLeave, danger: true }]
              : []),
          ]}
        />
      )}
    </div>
  );
}
