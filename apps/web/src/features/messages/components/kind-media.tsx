import type { Message, MessageKind, Participant } from '@hearth/shared';
import type { ReactNode } from 'react';
import { PhotoGrid } from './photo-grid';
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
