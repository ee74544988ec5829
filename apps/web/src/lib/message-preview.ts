import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Message } from '@hearth/shared';
import { formatSeconds, wholeSeconds } from './voice/format-seconds';

/** What a preview needs of a message: a stored one, or a recording still on its way. */
export type PreviewedMessage = Pick<Message, 'kind' | 'content'> & {
  audio?: Pick<NonNullable<Message['audio']>, 'duration_ms'>;
};

/**
 * One line for a message where there is no room for it: the text, or "Voice message (0:12)"
 * (with its caption after it, if it has one), in the active language.
 */
export function messagePreview(message: PreviewedMessage): string {
  const text = message.content.trim().replace(/\s+/g, ' ');
  if (message.kind !== 'voice') return text;
  const seconds = wholeSeconds((message.audio?.duration_ms ?? 0) / 1000);
  const duration = formatSeconds(seconds);
  const caption = text;
  return caption
    ? i18n._(msg`Voice message (${duration}): ${caption}`)
    : i18n._(msg`Voice message (${duration})`);
}
