import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream';
import {
  DEFAULT_LANGUAGE,
  RTL_LANGUAGES,
  STORY_MESSAGES,
  type MessageStory,
  type StoryPage,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { notFound, unprocessable } from '../../lib/http-error.js';
import { textsFor } from '../../lib/texts/index.js';
import { isPaused, participantsSeenBy, requireParticipation } from '../access/access.service.js';
import { chunksOf } from '../media/media.service.js';
import { toAac } from './epub-audio.js';
import type { Book } from './epub-book.js';
import { epubZip } from './epub-zip.js';
import * as repo from './keepsakes.repository.js';

/** What a read-aloud stores of its story (`messages.story`): a copy, pages without audio. */
type StorySnapshot = Omit<MessageStory, 'pages'> & { pages: StoryPage[] };

export interface Keepsake {
  title: string;
  epub: NodeJS.ReadableStream;
}

/**
 * A read-aloud as an EPUB 3 book whose pages play the reader's voice (Media Overlays). Read
 * under the same rules as the message itself: 404 unless this profile may read it now.
 * Each recorded page is converted to AAC by ffmpeg into a temporary folder, streamed into the
 * zip from there, and the folder is removed once the zip is sent or abandoned.
 */
export async function storyBook(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  messageId: string,
): Promise<Keepsake> {
  const { kind } = await requireParticipation(ctx, accountId, profileId, conversationId);
  // A child waiting for a grown-up's yes reads nothing of the conversation.
  if (kind === 'child' && (await isPaused(ctx.db, profileId, conversationId))) throw notFound();
  const reader = { profileId, accountId, kind };
  const message = await repo.findMessage(ctx.db, conversationId, messageId, reader);
  if (!message) throw notFound();
  if (message.kind !== 'story' || !message.story) throw unprocessable([STORY_MESSAGES.notStory]);
  const story = JSON.parse(message.story) as StorySnapshot;
  const recordings = await repo.pageRecordings(ctx.db, message.id);

  const language = message.language ?? DEFAULT_LANGUAGE;
  const texts = textsFor(language);
  const participants = await repo.participantsOf(ctx.db, conversationId);
  const seen = await participantsSeenBy(
    ctx.db,
    reader,
    new Map([[conversationId, participants]]),
    texts.children,
  );
  // The listeners: everyone else in the conversation now, as the asking profile sees them.
  const listeners = (seen.get(conversationId) ?? [])
    .filter((p) => p.id !== message.profile_id)
    .map((p) => p.nickname);
  const when = new Date(message.created_at);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    when,
  );

  const dir = await mkdtemp(join(tmpdir(), 'hearth-book-'));
  try {
    const audioPaths = new Map<number, string>();
    for (const recording of recordings) {
      const output = join(dir, `page-${recording.page_number}.m4a`);
      await toAac(chunksOf(ctx.db, recording.media_id), join(dir, 'input'), output);
      audioPaths.set(recording.page_number, output);
    }
    const durations = new Map(recordings.map((r) => [r.page_number, r.duration_ms]));
    const book: Book = {
      id: message.id,
      title: story.title,
      author: story.author,
      coverEmoji: story.cover_emoji,
      language,
      dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
      date: message.created_at.slice(0, 10),
      modified: when.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      narrator: message.nickname,
      coverLine: texts.book.readBy(
        message.nickname,
        listeners.length ? listeners.join(texts.exportViewer.listSeparator) : null,
        date,
      ),
      labels: { ...texts.book, page: (n) => texts.book.page(String(n)) },
      pages: story.pages.map((page) => ({
        number: page.page_number,
        text: page.text,
        illustration: page.illustration,
        durationMs: durations.get(page.page_number) ?? null,
      })),
    };
    const epub = epubZip(book, audioPaths);
    finished(epub, () => void rm(dir, { recursive: true, force: true }));
    return { title: story.title, epub };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
