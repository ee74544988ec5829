import { mediaForSend } from '../../../media/media.service.js';
import { findStory } from '../../../stories/stories.service.js';
import type { KindHandler } from '../kind-handler.js';
import { mediaRefusal, shorten } from '../kind-lines.js';
import { printStory } from './story-print.js';
import { storyTitle, type StorySnapshot } from './story-read.js';
import { storyBadges } from './story-badges.js';

/**
 * A read-aloud: a copy of a story from the sender's library (so later edits leave it as sent), a
 * built-in one in the sender's language (everyone hears it in the words it was read in), and a
 * recording per page read, each checked as a voice message's audio is.
 */
export const storyKind: KindHandler = {
  kind: 'story',
  claims: (body) => body.story !== undefined,
  async check(db, body, sender, place) {
    const input = body.story!;
    const story = await findStory({ db }, sender.account_id, input.story_id, sender.language);
    if (!story) return { refused: 'story_unknown' };
    if (input.pages.some((page) => page.page_number > story.pages.length)) {
      return { refused: 'page_unknown' };
    }
    const ids = input.pages.map((page) => page.audio_id.toLowerCase());
    if (new Set(ids).size !== ids.length) return { refused: 'media_used' };
    const audio = [];
    for (const page of [...input.pages].sort((a, b) => a.page_number - b.page_number)) {
      const mediaId = page.audio_id;
      const media = await mediaForSend(db, { mediaId, accountId: sender.account_id, ...place });
      if (typeof media === 'string') return mediaRefusal(media);
      audio.push({ page_number: page.page_number, media_id: media.id });
    }
    const { id, title, author, cover_emoji, pages } = story;
    const snapshot: StorySnapshot = { id, title, author, cover_emoji, pages };
    return {
      media_id: null,
      waveform: null,
      story: JSON.stringify(snapshot),
      pages: { pageCount: pages.length, audio },
    };
  },
  pushText: (row, who, texts) => shorten(texts.story(who, storyTitle(row.story))),
  preview: (row, texts) => texts.preview.story(storyTitle(row.story)),
  exportForm: async (row, tools) => ({
    recording: null,
    ...(row.story ? { story: await tools.story(row.story) } : {}),
  }),
  voiceMs: () => 0,
  badges: storyBadges,
  playable: true,
  editable: false,
  printed: printStory,
};
