import type { Achievement } from '../api/demo-types';

/** What the grandparent has done so far; the rules read only these counts. */
export interface AchievementStats {
  voiceMessagesSent: number;
  storyPagesSent: number;
}

export const ACHIEVEMENT_DEFINITIONS: readonly Omit<Achievement, 'earned' | 'earnedAt'>[] = [
  {
    id: 'first-voice-message',
    title: 'First Voice Message',
    description: 'Send your first voice message.',
    icon: 'mic',
  },
  {
    id: 'chatty-grandparent',
    title: 'Chatty Grandparent',
    description: 'Send 5 voice messages.',
    icon: 'heart',
  },
  {
    id: 'story-teller',
    title: 'Story Teller',
    description: 'Record a story page and send it.',
    icon: 'book',
  },
  {
    id: 'book-master',
    title: 'Book Master',
    description: 'Read every story in the library. Coming soon!',
    icon: 'trophy',
  },
];

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
