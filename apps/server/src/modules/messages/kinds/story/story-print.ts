import type { BookEntry, PrintRule } from '../printing.js';
import type { StorySnapshot } from './story-read.js';

/** A read-aloud prints a page per page of its story, each with its recording's code. */
export const printStory: PrintRule = async (row, tools) => {
  if (!row.story) return [];
  const story = JSON.parse(row.story) as StorySnapshot;
  const recordings = await tools.pageRecordings();
  const heading = [
    tools.texts.exportViewer.read(row.nickname, story.title),
    tools.day(row.created_at),
  ];
  const entries: BookEntry[] = [];
  for (const page of story.pages) {
    const media = recordings.get(page.page_number);
    entries.push({
      kind: 'story',
      heading,
      title: story.title,
      page: tools.texts.book.page(String(page.page_number)),
      text: page.text,
      url: media ? await tools.link(media) : null,
    });
  }
  return entries;
};
