import type { SendRefusal } from '../../access/access.policy.js';

/** A body short enough for a lock screen; push services refuse payloads over 4 KB. */
const BODY_MAX = 200;

export function shorten(text: string): string {
  const chars = [...text];
  return chars.length <= BODY_MAX ? text : `${chars.slice(0, BODY_MAX - 1).join('')}…`;
}

/** 12_400 ms is "0:12", 75_000 ms is "1:15": how the player shows a length. */
export function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The media check's verdict as the send's refusal. */
export const mediaRefusal = (verdict: 'not_yours' | 'used' | 'expired'): SendRefusal => ({
  refused: `media_${verdict}`,
});
