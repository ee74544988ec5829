import type { MessageStory, StoryPage } from '@hearth/shared';
import type { AppContext } from '../../../../app-context.js';
import { storyAudioOf } from '../../../media/media.service.js';

/** What a read-aloud stores of its story: a copy, so later edits leave it as it was sent. */
export interface StorySnapshot {
  id: string;
  title: string;
  author: string;
  cover_emoji: string;
  pages: StoryPage[];
}

/** The `story` of each read-aloud among the rows, its recorded pages' audio signed afresh. */
export async function storyOf(
  ctx: AppContext,
  rows: { id: string; story?: string | null }[],
  reader: string,
): Promise<Map<string, MessageStory>> {
  const stories = rows.filter((row) => row.story);
  const audio = await storyAudioOf(
    ctx,
    stories.map((row) => row.id),
    reader,
  );
  return new Map(
    stories.map((row) => {
      const snapshot = JSON.parse(row.story!) as StorySnapshot;
      const recorded = audio.get(row.id);
      const pages = snapshot.pages.map((page) => ({
        ...page,
        audio: recorded?.get(page.page_number) ?? null,
      }));
      return [row.id, { ...snapshot, pages }];
    }),
  );
}

/** The stored story's title, for a push; null when it cannot be read (the push says "a story"). */
export function storyTitle(story: string | null | undefined): string | null {
  try {
    const title = (JSON.parse(story ?? 'null') as { title?: unknown } | null)?.title;
    return typeof title === 'string' ? title : null;
  } catch {
    return null;
  }
}
