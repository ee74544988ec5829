import { BADGES } from '@hearth/shared';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { badgeText } from '@/lib/i18n/shared-texts';
import type { Achievement } from '../api/demo-types';

/** What the grandparent has done so far; the rules read only these counts. */
export interface AchievementStats {
  voiceMessagesSent: number;
  storyPagesSent: number;
}

// The real app's four badges as the demo shows them: the same definitions, except that the
// demo's Book Master keeps the specification's words, since the demo never awards it.
const DEMO_BADGE_IDS = ['first-voice-message', 'chatty-grandparent', 'story-teller', 'book-master'];
const DEMO_DESCRIPTIONS: Partial<Record<string, MessageDescriptor>> = {
  'book-master': msg`Read every story in the library. Coming soon!`,
};

const DEMO_BADGES = DEMO_BADGE_IDS.map((id) => BADGES.find((b) => b.id === id)!);

/** The demo's badges, their words in the active language (as stored when the demo began). */
export function achievementDefinitions(): Omit<Achievement, 'earned' | 'earnedAt'>[] {
  return DEMO_BADGES.map((badge) => ({ ...badge, ...achievementText(badge) }));
}

/** A badge's title and description in the active language, whatever language it was stored in. */
export function achievementText(achievement: Pick<Achievement, 'id' | 'title' | 'description'>): {
  title: string;
  description: string;
} {
  const own = DEMO_DESCRIPTIONS[achievement.id];
  const shared = badgeText(DEMO_BADGES.find((b) => b.id === achievement.id) ?? achievement);
  return { title: shared.title, description: own ? i18n._(own) : shared.description };
}

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
  return achievementDefinitions().map((d) => ({ ...d, earned: false, earnedAt: null }));
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
