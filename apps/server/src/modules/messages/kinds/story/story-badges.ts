import { storyDays } from '../badge-counts.js';
import type { KindBadges } from '../kind-handler.js';

const BEDTIME_DAYS = 3;

/** Story Teller for a recorded page, Book Master for every page, Bedtime Regular over days. */
export const storyBadges: KindBadges = async (trx, send) => {
  if (!send.story) return [];
  const ids: string[] = [];
  if (send.story.recorded >= 1) ids.push('story-teller');
  if (send.story.recorded === send.story.pageCount) ids.push('book-master');
  const days = new Set(await storyDays(trx, send.profileId));
  days.add(send.createdAt.slice(0, 10));
  if (days.size >= BEDTIME_DAYS) ids.push('bedtime-regular');
  return ids;
};
