import { lookOf, type PreviewedMessage } from './message-kinds';

export type { PreviewedMessage } from './message-kinds';

/**
 * One line for a message where there is no room for it: the text, "Voice message (0:12)",
 * "3 photos" or "Video (0:42)" (with its caption after it, if it has one), in the active language.
 * Each kind says how it looks (lib/message-kinds).
 */
export function messagePreview(message: PreviewedMessage): string {
  const caption = message.content.trim().replace(/\s+/g, ' ');
  return lookOf(message.kind).preview(message, caption);
}
