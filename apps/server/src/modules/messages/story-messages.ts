import { MEDIA_MESSAGES, STORY_MESSAGES, type MessageStory, type StoryPage } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { unprocessable } from '../../lib/http-error.js';
import { requireParticipation } from '../access/access.service.js';
import { mediaForSend, storyAudioOf } from '../media/media.service.js';
import { findStory } from '../stories/stories.service.js';
import type { Send } from './message-write.js';
import type { MessageRow } from './messages.repository.js';

/** What a read-aloud stores of its story: a copy, so later edits leave it as it was sent. */
interface StorySnapshot {
  id: string;
  title: string;
  author: string;
  cover_emoji: string;
  pages: StoryPage[];
}

export interface CheckedStory {
  snapshot: StorySnapshot;
  audio: { page_number: number; media_id: string }[];
}

/**
 * The story and page recordings a read-aloud names, checked in the order every route answers:
 * 404 for a conversation the caller cannot see, then 422 for a story outside the caller's
 * library, a page it does not have, or a recording that is not the caller's unsent upload to
 * this conversation (each page is checked as a voice message's audio is).
 */
export async function storyUploads(
  ctx: AppContext,
  accountId: string,
  input: { story_id: string; pages: { page_number: number; audio_id: string }[] },
  send: { profileId: string; conversationId: string; clientId: string | null },
): Promise<CheckedStory> {
  await requireParticipation(ctx, accountId, send.profileId, send.conversationId);
  const story = await findStory(ctx, accountId, input.story_id);
  if (!story) throw unprocessable([STORY_MESSAGES.storyUnknown]);
  if (input.pages.some((page) => page.page_number > story.pages.length)) {
    throw unprocessable([STORY_MESSAGES.pageUnknown]);
  }
  const ids = input.pages.map((page) => page.audio_id.toLowerCase());
  if (new Set(ids).size !== ids.length) throw unprocessable([MEDIA_MESSAGES.audioUsed]);
  const audio = [];
  for (const page of [...input.pages].sort((a, b) => a.page_number - b.page_number)) {
    const media = await mediaForSend(ctx, { mediaId: page.audio_id, accountId, ...send });
    audio.push({ page_number: page.page_number, media_id: media.id });
  }
  const { id, title, author, cover_emoji, pages } = story;
  return { snapshot: { id, title, author, cover_emoji, pages }, audio };
}

/** The part of a send that a read-aloud adds. */
export function readAloud(story: CheckedStory | null): Pick<Send, 'story'> {
  if (!story) return {};
  return { story: { pageCount: story.snapshot.pages.length, audio: story.audio } };
}

/** The `story` of each read-aloud among the rows, its recorded pages' audio signed afresh. */
export async function storyOf(
  ctx: AppContext,
  rows: Pick<MessageRow, 'id' | 'story'>[],
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
