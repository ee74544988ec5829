/** One page of a story; apart from stories.ts, whose built-in library is made of them. */
export interface StoryPage {
  page_number: number;
  text: string;
  /** An emoji scene: stories carry no images. */
  illustration: string;
}
