import type { Message } from '@hearth/shared';
import { formatSeconds, wholeSeconds } from './voice/format-seconds';

/** What a conversation list needs of its newest message. */
export type PreviewedMessage = Pick<Message, 'kind' | 'content'> & {
  audio?: Pick<NonNullable<Message['audio']>, 'duration_ms'>;
};

/**
 * The newest message of a conversation row. The server does not send it yet (the proposal:
 * `last_message` on each conversation of the list); the client fills it from live messages.
 */
export interface SummaryPreview {
  last_message?: PreviewedMessage | null;
}

/**
 * One line for a message where there is no room for it: the text, or "Voice message (0:12)"
 * (with its caption after it, if it has one).
 */
export function messagePreview(message: PreviewedMessage): string {
  const text = message.content.trim().replace(/\s+/g, ' ');
  if (message.kind !== 'voice') return text;
  const seconds = wholeSeconds((message.audio?.duration_ms ?? 0) / 1000);
  const voice = `Voice message (${formatSeconds(seconds)})`;
  return text ? `${voice}: ${text}` : voice;
}
