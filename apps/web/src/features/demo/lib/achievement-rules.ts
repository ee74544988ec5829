import { BADGES } from '@hearth/shared';
import type { Achievement } from '../api/demo-types';

/** What the grandparent has done so far; the rules read only these counts. */
export interface AchievementStats {
  voiceMessagesSent: number;
  storyPagesSent: number;
}

// The real app's four badges as the demo shows them: the same definitions, except that the
// demo's Book Master keeps the specification's words, since the demo never awards it.
const DEMO_BADGE_IDS = ['first-voice-message', 'chatty-grandparent', 'story-teller', 'book-master'];
const DEMO_DESCRIPTIONS: Record<string, string> = {
  'book-master': 'Read every story in the library. Coming soon!',
};

export const ACHIEVEMENT_DEFINITIONS: readonly Omit<Achievement, 'earned' | 'earnedAt'>[] =
  DEMO_BADGE_IDS.map((id) => {
    const badge = BADGES.find((b) => b.id === id)!;
    return { ...badge, description: DEMO_DESCRIPTIONS[id] ?? badge.description };
  });

/**
 * Whether each badge's condition holds. Book Master has no rule on purpose:
 * the specification defines it but never awards it.
 */
const RULES: Record<string, (stats: AchievementStats) => boolean> = {
  'first-voice-message': (s) => s.voiceMessagesSent >= 1,
  'chatty-grandparent': (s) => s.voiceMessagesSent >= 5,
  'story-teller': (s) => s.storyPagesSent >= 1,
};

export function initialAchievements(): Achievement[] {
  return ACHIEVEMENT_DEFINITIONS.map((d) => ({ ...d, earned: false, earnedAt: null }));
}

/** Awards what the stats now deserve. Earned badges are never taken back and keep their first date. */
export function evaluateAchievements(
  current: readonly Achievement[],
  stats: AchievementStats,
  now: number = Date.now(),
): { achievements: Achievement[]; newlyEarned: Achievement[] } {
  const newlyEarned: Achievement[] = [];
  const achievements = current.map((a) => {
    if (a.earned || !RULES[a.id]?.(stats)) return a;
    const earned = { ...a, earned: true, earnedAt: now };
    newlyEarned.push(earned);
    return earned;
  });
  return { achievements, newlyEarned };
}
