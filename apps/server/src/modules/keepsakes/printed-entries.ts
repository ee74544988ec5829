import sharp from 'sharp';
import type { MessageStory, StoryPage } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db, Row } from '../../db/schema.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import type { ServerTexts } from '../../lib/texts/index.js';
import { fileBytes } from '../media/media.service.js';
import * as stories from './keepsakes.repository.js';
import type { BookEntry } from './pdf-entry.js';
import * as content from './printed-content.repository.js';
import * as repo from './printed.repository.js';

/** pdfkit prints JPEG; the stored display sizes and posters are WebP. One decoded at a time. */
async function jpegOf(db: Db, mediaId: string) {
  const { data, info } = await sharp(await fileBytes(db, mediaId))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88 })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

type MessageRow = Awaited<ReturnType<typeof content.messagesAfter>>[number];

export interface Context {
  ctx: AppContext;
  book: Row<'keepsakes'>;
  texts: ServerTexts;
  day: (iso: string) => string;
}

/** A code for one recording: a new random token, kept only as its hash. */
async function linkTo({ ctx, book }: Context, mediaId: string): Promise<string> {
  const token = newSecretToken();
  await repo.insertLink(ctx.db, {
    token_hash: hashToken(token),
    keepsake_id: book.id,
    media_id: mediaId,
  });
  return `${book.origin}/k/${token}`;
}

async function storyEntries(c: Context, m: MessageRow): Promise<BookEntry[]> {
  if (!m.story) return [];
  const { ctx, texts } = c;
  const story = JSON.parse(m.story) as Omit<MessageStory, 'pages'> & { pages: StoryPage[] };
  const recordings = new Map(
    (await stories.pageRecordings(ctx.db, m.id)).map((r) => [r.page_number, r.media_id]),
  );
  const entries: BookEntry[] = [];
  for (const page of story.pages) {
    const media = recordings.get(page.page_number);
    entries.push({
      kind: 'story',
      heading: [texts.exportViewer.read(m.nickname, story.title), c.day(m.created_at)],
      title: story.title,
      page: texts.book.page(String(page.page_number)),
      text: page.text,
      url: media ? await linkTo(c, media) : null,
    });
  }
  return entries;
}

/** What the book prints of one message (several entries for photos and read-alouds). */
export async function entriesOf(c: Context, m: MessageRow): Promise<BookEntry[]> {
  const { texts, ctx } = c;
  const viewer = texts.exportViewer;
  const heading = [m.nickname, c.day(m.created_at)];
  switch (m.kind) {
    case 'voice': {
      if (!m.media_id) return [];
      const length = (await content.mediaLength(ctx.db, m.media_id))?.duration_ms ?? 0;
      const caption = `${viewer.voiceFrom(m.nickname)} (${clock(length)})`;
      return [{ kind: 'voice', heading, caption, url: await linkTo(c, m.media_id) }];
    }
    case 'photo': {
      const photos = await content.photosOf(ctx.db, m.id);
      const entries: BookEntry[] = [];
      for (const [i, photo] of photos.entries()) {
        const { jpeg } = await jpegOf(ctx.db, photo.id);
        const caption = viewer.photoFrom(m.nickname, String(i + 1), String(photos.length));
        entries.push({ kind: 'photo', heading, caption, jpeg, text: i === 0 ? m.content : '' });
      }
      return entries;
    }
    case 'video': {
      if (!m.media_id) return [];
      const poster = await content.posterOf(ctx.db, m.media_id);
      return [
        {
          kind: 'video',
          heading,
          caption: viewer.videoFrom(m.nickname),
          poster: poster ? await jpegOf(ctx.db, poster.id) : null,
          text: m.content,
          url: await linkTo(c, m.media_id),
        },
      ];
    }
    case 'story':
      return storyEntries(c, m);
    default:
      return m.content ? [{ kind: 'text', heading, text: m.content }] : [];
  }
}
