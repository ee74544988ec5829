import { Trans, useLingui } from '@lingui/react/macro';
import type { Message, Participant } from '@hearth/shared';
import { Check, Headphones, Pencil, Reply, Trash2 } from 'lucide-react';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu';
import { memo, useState, type ReactNode } from 'react';
import { formatTime } from '@/lib/time-format';
import { isUnplayedVoice, listenedText } from '@/lib/voice/played';
import { stillEditable } from '../api/edit-message';
import { CallMessage } from './call-message';
import { kindMedia } from './kind-media';
import { useLongPress } from '../lib/use-long-press';
import { PromptCard } from './prompt-card';
import { ReactionChips } from './reaction-chips';
import { ReplyQuote } from './reply-quote';
import { TellGrownUp } from './tell-grown-up';

interface BubbleProps {
  nickname: string;
  content: string;
  own: boolean;
  /** Above the text, inside the bubble: a voice message's player, photos or a video. */
  media?: ReactNode;
  /** A voice message this profile has not heard yet stands out. */
  unplayed?: boolean;
  /** Under the bubble: the time, a sent tick, or the state of a message still in the outbox. */
  footer: ReactNode;
  /** Above the bubble: the story prompt the message answers or asks with. */
  prompt?: ReactNode;
  /** A stored message: its id, which a reply's quote or a search result scrolls to. */
  messageId?: string;
  /** Above the bubble: the message this one answers. */
  quote?: ReactNode;
  /** Under the bubble: the reactions and the React button. */
  reactions?: ReactNode;
  /** Briefly marked after a jump to it. */
  highlighted?: boolean;
  /** A long press (touch) on the message opens the reactions. */
  onLongPress?: ReturnType<typeof useLongPress>['handlers'];
}

/** Content is rendered as text: React escapes it, so a message can never inject markup. */
export function Bubble(props: BubbleProps) {
  const { nickname, content, own, media, unplayed, footer, prompt, quote, reactions } = props;
  const colours = own ? 'bg-primary text-white' : 'bg-bubble text-ink';
  const text = content ? (
    <p dir="auto" className="whitespace-pre-wrap break-words">
      {content}
    </p>
  ) : null;
  return (
    <li
      data-message-id={props.messageId}
      {...props.onLongPress}
      className={`group flex flex-col gap-1 rounded-card ${own ? 'items-end' : 'items-start'} ${
        props.highlighted ? 'jump-highlight' : ''
      }`}
    >
      <span className="flex items-center gap-2 text-base font-semibold text-muted">
        <span dir="auto">{nickname}</span>
        {unplayed ? (
          <span className="rounded-bubble bg-primary px-2 text-base text-white">
            <Trans comment="a badge on a voice message not listened to yet">New</Trans>
          </span>
        ) : null}
      </span>
      {prompt}
      {quote}
      {media ? (
        <div
          className={`flex w-80 max-w-[85%] flex-col gap-2 rounded-bubble px-4 py-3 ${colours} ${
            unplayed ? 'ring-4 ring-primary/40' : ''
          }`}
        >
          {media}
          {text}
        </div>
      ) : (
        <p
          dir="auto"
          className={`max-w-[85%] rounded-bubble px-4 py-2 whitespace-pre-wrap break-words ${colours}`}
        >
          {content}
        </p>
      )}
      {reactions}
      {footer}
    </li>
  );
}

/** What the sender can do to a message of theirs. */
export interface MessageActions {
  onEdit: (message: Message) => void;
  onDelete: (message: Message) => void;
}

/** What anyone can do to a message they see, and where a reply's quote leads. */
export interface ReplyHandlers {
  onReply: (message: Message) => void;
  onJump: (messageId: string) => void;
}

export interface VoiceHandlers {
  onPlay: (message: Message) => void;
  onEnded: (message: Message) => void;
}

interface MessageBubbleProps {
  message: Message;
  own: boolean;
  profileId: string;
  participants: readonly Participant[];
  /** The next voice message of a chain: it starts playing by itself. */
  autoPlay?: boolean;
  voice?: VoiceHandlers;
  conversationId?: string;
  actions?: MessageActions;
  /** Kid mode: the child can tell a grown-up about a message from someone else. */
  reportable?: boolean;
  replies?: ReplyHandlers;
  highlighted?: boolean;
}

/**
 * Memoized: a message rarely changes once sent (a voice message gains listeners), and the page
 * re-renders on every scroll that crosses the bottom, every typing notice and every outbox change.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  profileId,
  participants,
  autoPlay = false,
  voice,
  conversationId = '',
  actions,
  reportable = false,
  replies,
  highlighted = false,
}: MessageBubbleProps) {
  const { t } = useLingui();
  const [picking, setPicking] = useState(false);
  const press = useLongPress(() => setPicking(true));
  if (message.deleted) {
    return (
      <li
        data-message-id={message.id}
        className={`flex flex-col gap-1 rounded-card ${own ? 'items-end' : 'items-start'} ${
          highlighted ? 'jump-highlight' : ''
        }`}
      >
        <span dir="auto" className="text-base font-semibold text-muted">
          {message.profile.nickname}
        </span>
        <p className="rounded-bubble border-2 border-bubble px-4 py-2 italic text-muted">
          <Trans>Message deleted</Trans>
        </p>
      </li>
    );
  }
  // Only a call's record carries a call: it is a row of its own, never a bubble.
  if (message.call) {
    return <CallMessage message={{ ...message, call: message.call }} />;
  }
  const listened = own && message.audio ? listenedText(message, participants, profileId) : null;
  const mine = own && actions ? actions : null;
  const menu: MenuAction[] = [
    ...(replies
      ? [{ label: t`Reply`, icon: Reply, onSelect: () => replies.onReply(message) }]
      : []),
    ...(mine && stillEditable(message)
      ? [{ label: t`Edit`, icon: Pencil, onSelect: () => mine.onEdit(message) }]
      : []),
    ...(mine
      ? [{ label: t`Delete`, icon: Trash2, danger: true, onSelect: () => mine.onDelete(message) }]
      : []),
  ];
  return (
    <Bubble
      nickname={message.profile.nickname}
      content={message.content}
      own={own}
      unplayed={isUnplayedVoice(message, profileId)}
      messageId={message.id}
      highlighted={highlighted}
      onLongPress={conversationId ? press.handlers : undefined}
      quote={
        message.reply_to ? <ReplyQuote replyTo={message.reply_to} onJump={replies?.onJump} /> : null
      }
      reactions={
        conversationId ? (
          <ReactionChips
            message={message}
            profileId={profileId}
            conversationId={conversationId}
            participants={participants}
            picking={picking}
            onPickingChange={setPicking}
          />
        ) : null
      }
      prompt={message.prompt ? <PromptCard prompt={message.prompt} /> : undefined}
      media={kindMedia({
        message,
        own,
        profileId,
        participants,
        conversationId,
        autoPlay,
        onPlay: () => voice?.onPlay(message),
        onEnded: () => voice?.onEnded(message),
      })}
      footer={
        <span className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-base text-muted">
          <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
          {message.edited_at ? (
            <span>
              <Trans comment="beside the time of a message its sender changed">edited</Trans>
            </span>
          ) : null}
          {menu.length > 0 ? (
            <ActionMenu label={t`Message actions`} actions={menu} easyInline />
          ) : null}
          {own ? (
            <Check
              aria-label={t({ message: 'Sent', comment: 'a tick under a message the server has' })}
              role="img"
              className="size-5 text-success"
              strokeWidth={3}
            />
          ) : null}
          {listened ? (
            <span className="flex items-center gap-1 font-semibold text-success">
              <Headphones aria-hidden="true" className="size-5" />
              {listened}
            </span>
          ) : null}
          {reportable && !own ? (
            <TellGrownUp
              profileId={profileId}
              conversationId={conversationId}
              messageId={message.id}
            />
          ) : null}
        </span>
      }
    />
  );
});
