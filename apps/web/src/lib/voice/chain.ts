import type { Message } from '@hearth/shared';
import { isUnplayedVoice } from './played';

/**
 * The voice message to play when `endedId` ends: the next one of the conversation this profile
 * has not listened to. Voice messages already heard (or its own) are passed over; a text
 * message in between ends the chain, since the listener should read it first.
 */
export function nextInChain(
  messages: readonly Message[],
  endedId: string,
  profileId: string,
): string | null {
  const at = messages.findIndex((m) => m.id === endedId);
  if (at < 0) return null;
  for (const message of messages.slice(at + 1)) {
    if (message.kind !== 'voice') return null;
    if (isUnplayedVoice(message, profileId)) return message.id;
  }
  return null;
}
