import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS_KEY,
  loadAchievements,
  loadStats,
  recordActivity,
} from './achievements-store';

beforeEach(() => localStorage.clear());

const earned = () =>
  loadAchievements()
    .filter((a) => a.earned)
    .map((a) => a.id);

describe('achievements store', () => {
  it('starts with four unearned badges', () => {
    expect(loadAchievements()).toHaveLength(4);
    expect(earned()).toEqual([]);
  });

  it('persists counts and badges in localStorage across loads', () => {
    const first = recordActivity('voice-message', 500);
    expect(first.newlyEarned.map((a) => a.id)).toEqual(['first-voice-message']);
    expect(JSON.parse(localStorage.getItem(ACHIEVEMENTS_KEY) ?? '[]')).toHaveLength(4);
    expect(loadStats()).toEqual({ voiceMessagesSent: 1, storyPagesSent: 0 });
    expect(loadAchievements().find((a) => a.id === 'first-voice-message')?.earnedAt).toBe(500);
  });

  it('counts a story page as a voice message too, unlocking Chatty Grandparent at the fifth', () => {
    for (let i = 0; i < 4; i++) recordActivity('voice-message');
    const fifth = recordActivity('story-page');
    expect(fifth.newlyEarned.map((a) => a.id).sort()).toEqual([
      'chatty-grandparent',
      'story-teller',
    ]);
    expect(earned()).toEqual(['first-voice-message', 'chatty-grandparent', 'story-teller']);
  });

  it('survives damaged storage', () => {
    localStorage.setItem(ACHIEVEMENTS_KEY, '{not json');
    expect(loadAchievements()).toHaveLength(4);
  });
});
