import type { Message, MessageKind } from '@hearth/shared';
import type { OutboxPart } from './kind-outbox';

/** What a preview needs of a message: a stored one, or one still on its way. */
export type PreviewedMessage = Pick<Message, 'kind' | 'content'> & {
  audio?: Pick<NonNullable<Message['audio']>, 'duration_ms'>;
  /** A photo message's photos: only how many counts. */
  photos?: readonly unknown[];
  video?: Pick<NonNullable<Message['video']>, 'duration_ms'>;
  call?: Message['call'];
};

/**
 * What a family frame does when one arrives from someone else: shows it large (`text` for a
 * minute, or `play` behind a big Play), adds it to the slideshow (`slide`), or both.
 */
export interface FrameShow {
  news?: 'text' | 'play';
  slide?: true;
}

/**
 * How a message kind looks where the message itself is not shown. A new kind is a file beside
 * these and a line in LOOKS (index.ts); nothing else decides this on `kind`.
 */
export interface KindLook<K extends MessageKind = MessageKind> {
  kind: K;
  /**
   * One line where there is no room for the message (the conversation list, a reply's quote,
   * the outbox): `caption` is its text on one line, in the active language.
   */
  preview(message: PreviewedMessage, caption: string): string;
  /** What a child's report says was sent: "Gran in Family: a voice message". */
  reported(sender: string, title: string, content: string): string;
  /** Whether its sender may change its words once sent (the server decides; this hides the action). */
  editable: boolean;
  /** What a frame shows of one (null: nothing, as for an empty text or a read-aloud). */
  frame(message: Message): FrameShow | null;
  /** How the outbox sends one (its uploads first); null for a kind no composer sends. */
  outbox: OutboxPart<K>;
}
