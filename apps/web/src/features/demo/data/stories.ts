import { BUILT_IN_STORIES } from '@hearth/shared';
import type { DemoStory } from '../api/demo-types';

/** The built-in stories of the real app, in the demo's own shape. */
export const STORIES: readonly DemoStory[] = BUILT_IN_STORIES.map((story) => ({
  id: story.id,
  title: story.title,
  author: story.author,
  coverEmoji: story.cover_emoji,
  pages: story.pages.map((page) => ({
    pageNumber: page.page_number,
    text: page.text,
    illustration: page.illustration,
  })),
}));
