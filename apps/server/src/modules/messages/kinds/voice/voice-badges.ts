import { voiceCount } from '../badge-counts.js';
import type { KindBadges } from '../kind-handler.js';

const VOICE_BADGES = [
  { id: 'first-voice-message', voiceMessages: 1 },
  { id: 'chatty-grandparent', voiceMessages: 5 },
] as const;

/** First Voice Message, then Chatty Grandparent: counted over the sender's voice messages. */
export const voiceBadges: KindBadges = async (trx, send) => {
  const count = (await voiceCount(trx, send.profileId)) + 1;
  return VOICE_BADGES.filter((badge) => count >= badge.voiceMessages).map((badge) => badge.id);
};
