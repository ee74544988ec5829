import type { Achievement } from './demo-types';
import {
  evaluateAchievements,
  initialAchievements,
  type AchievementStats,
} from '../lib/achievement-rules';

export const ACHIEVEMENTS_KEY = 'hearth-demo:achievements';
export const STATS_KEY = 'hearth-demo:stats';

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function loadAchievements(): Achievement[] {
  const stored = readJson<Achievement[]>(ACHIEVEMENTS_KEY, []);
  // Merge by id so a badge added in a later version still appears for an existing demo.
  return initialAchievements().map((a) => stored.find((s) => s.id === a.id) ?? a);
}

export function loadStats(): AchievementStats {
  return {
    voiceMessagesSent: 0,
    storyPagesSent: 0,
    ...readJson<Partial<AchievementStats>>(STATS_KEY, {}),
  };
}

export type GrandparentActivity = 'voice-message' | 'story-page';

/** Counts what the grandparent just sent, persists it and returns any badges it unlocked. */
export function recordActivity(activity: GrandparentActivity, now: number = Date.now()) {
  const stats = loadStats();
  stats.voiceMessagesSent += 1; // a story page is sent as a voice message too
  if (activity === 'story-page') stats.storyPagesSent += 1;
  localStorage.setItem(STATS_KEY, JSON.stringify(stats));
  const result = evaluateAchievements(loadAchievements(), stats, now);
  localStorage.setItem(ACHIEVEMENTS_KEY, JSON.stringify(result.achievements));
  return result;
}
