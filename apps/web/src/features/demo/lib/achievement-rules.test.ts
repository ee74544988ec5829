import { describe, expect, it } from 'vitest';
import {
  evaluateAchievements,
  initialAchievements,
  type AchievementStats,
} from './achievement-rules';

const stats = (voiceMessagesSent: number, storyPagesSent = 0): AchievementStats => ({
  voiceMessagesSent,
  storyPagesSent,
});
const earnedIds = (list: { id: string; earned: boolean }[]) =>
  list.filter((a) => a.earned).map((a) => a.id);

describe('achievement rules', () => {
  it('defines the four badges, none earned at first, each with an allowed icon', () => {
    const all = initialAchievements();
    expect(all.map((a) => a.title)).toEqual([
      'First Voice Message',
      'Chatty Grandparent',
      'Story Teller',
      'Book Master',
    ]);
    expect(all.every((a) => !a.earned && a.earnedAt === null)).toBe(true);
    for (const a of all)
      expect(['trophy', 'star', 'book', 'flame', 'mic', 'heart']).toContain(a.icon);
  });

  it('awards nothing without activity', () => {
    const { achievements, newlyEarned } = evaluateAchievements(initialAchievements(), stats(0), 1);
    expect(newlyEarned).toEqual([]);
    expect(earnedIds(achievements)).toEqual([]);
  });

  it('awards First Voice Message after 1 voice message, with the time it happened', () => {
    const { achievements, newlyEarned } = evaluateAchievements(
      initialAchievements(),
      stats(1),
      1234,
    );
    expect(newlyEarned.map((a) => a.id)).toEqual(['first-voice-message']);
    expect(achievements.find((a) => a.id === 'first-voice-message')).toMatchObject({
      earned: true,
      earnedAt: 1234,
    });
  });

  it('awards Chatty Grandparent at 5 voice messages, not at 4', () => {
    const at4 = evaluateAchievements(initialAchievements(), stats(4), 1).achievements;
    expect(earnedIds(at4)).toEqual(['first-voice-message']);
    const at5 = evaluateAchievements(at4, stats(5), 2);
    expect(at5.newlyEarned.map((a) => a.id)).toEqual(['chatty-grandparent']);
  });

  it('awards Story Teller after a story page is sent', () => {
    const { newlyEarned } = evaluateAchievements(initialAchievements(), stats(1, 1), 1);
    expect(newlyEarned.map((a) => a.id)).toEqual(['first-voice-message', 'story-teller']);
  });

  it('never awards Book Master, however much is done', () => {
    const { achievements } = evaluateAchievements(initialAchievements(), stats(1000, 1000), 1);
    expect(achievements.find((a) => a.id === 'book-master')?.earned).toBe(false);
  });

  it('keeps the first earned date and reports a badge as new only once', () => {
    const first = evaluateAchievements(initialAchievements(), stats(1), 100).achievements;
    const again = evaluateAchievements(first, stats(2), 200);
    expect(again.newlyEarned).toEqual([]);
    expect(again.achievements.find((a) => a.id === 'first-voice-message')?.earnedAt).toBe(100);
  });
});
