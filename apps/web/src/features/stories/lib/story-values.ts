/** A page as it is being written; the key keeps its fields and focus through moves. */
export interface PageValues {
  key: string;
  text: string;
  illustration: string;
}

export interface StoryValues {
  title: string;
  author: string;
  cover_emoji: string;
  pages: PageValues[];
}
