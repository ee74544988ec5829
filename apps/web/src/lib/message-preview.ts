import type { Message } from '@hearth/shared';
import { formatSeconds, wholeSeconds } from './voice/format-seconds';

/** What a preview needs of a message: a stored one, or a recording still on its way. */
export type PreviewedMessage = Pick<Message, 'kind' | 'content'> & {
  audio?: Pick<NonNullable<Message['audio']>, 'duration_ms'>;
};

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
