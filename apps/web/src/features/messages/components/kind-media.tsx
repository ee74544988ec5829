import type { Message, MessageKind, Participant } from '@hearth/shared';
import { Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { outboxOf } from '@/lib/message-kinds';
import type { OutboxItem } from '@/lib/realtime/outbox';
import { PhotoGrid } from './photo-grid';
import { PendingPhotos, PendingVideo } from './photo-pending';
import { StoryCard } from './story-card';
import { VideoMessage } from './video-message';
import { VoiceMessage } from './voice-message';

/** What a kind's media may need from the bubble it sits in. */
export interface KindMediaProps {
  message: Message;
  own: boolean;
  profileId: string;
  participants: readonly Participant[];
  conversationId: string;
  /** The next voice message of a chain: it starts playing by itself. */
  autoPlay: boolean;
  onPlay: () => void;
  onEnded: () => void;
}

/**
 * What each kind shows inside its bubble, above its text: one entry per kind of the contract, so
 * a new kind adds its own here and the bubble does not change. A text has none; a call's record
 * is a row of its own (`CallMessage`), never a bubble.
 */
const MEDIA: Record<MessageKind, (props: KindMediaProps) => ReactNode> = {
  text: () => null,
  call: () => null,
  story: ({ message, own, profileId, participants, conversationId }) =>
    message.story ? (
      <StoryCard
        message={{ ...message, story: message.story }}
        own={own}
        profileId={profileId}
        participants={participants}
        conversationId={conversationId}
      />
    ) : null,
  voice: ({ message, own, autoPlay, onPlay, onEnded }) =>
    message.audio ? (
      <VoiceMessage
        audio={message.audio}
        nickname={own ? null : message.profile.nickname}
        autoPlay={autoPlay}
        onPlay={onPlay}
        onEnded={onEnded}
      />
    ) : null,
  photo: ({ message }) =>
    message.photos?.length ? (
      <PhotoGrid
        photos={message.photos}
        sender={message.profile.nickname}
        caption={message.content}
      />
    ) : null,
  video: ({ message }) =>
    message.video ? <VideoMessage video={message.video} sender={message.profile.nickname} /> : null,
};

/**
 * The media of a message that is not deleted, by its kind, or null: called as a function (not
 * rendered as an element) so that the bubble can tell a message with media from a plain text.
 */
export function kindMedia(props: KindMediaProps): ReactNode {
  // A message from before kinds (or of a kind newer than this page) shows as a text.
  return (MEDIA[props.message.kind] ?? MEDIA.text)(props);
}

/** What each kind the outbox carries shows in its bubble while it is on its way. */
const PENDING: {
  [K in OutboxItem['kind']]: (item: Extract<OutboxItem, { kind: K }>) => ReactNode;
} = {
  text: () => null,
  // The recording plays once it is stored: until then its length stands for it.
  voice: (item) => (
    <span className="flex items-center gap-2 font-semibold">
      <Mic aria-hidden="true" className="size-5" />
      {outboxOf(item).pending(item)}
    </span>
  ),
  photo: (item) => <PendingPhotos item={item} />,
  video: (item) => <PendingVideo item={item} />,
};

/** The media of a message of ours still on its way, by its kind, or null (a text). */
export function pendingMedia(item: OutboxItem): ReactNode {
  return (PENDING[item.kind] as (item: OutboxItem) => ReactNode)(item);
}
