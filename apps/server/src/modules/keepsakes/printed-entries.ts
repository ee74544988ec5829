import sharp from 'sharp';
import type { AppContext } from '../../app-context.js';
import type { Db, Row } from '../../db/schema.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import type { ServerTexts } from '../../lib/texts/index.js';
import { fileBytes } from '../media/media.service.js';
import * as stories from './keepsakes.repository.js';
import { kindOf, type BookEntry, type PrintTools } from '../messages/messages.service.js';
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

/** What the book lends a message's kind to print it. */
function toolsFor(c: Context, m: MessageRow): PrintTools {
  const { ctx, texts } = c;
  return {
    texts,
    heading: [m.nickname, c.day(m.created_at)],
    day: c.day,
    link: (mediaId) => linkTo(c, mediaId),
    picture: (mediaId) => jpegOf(ctx.db, mediaId),
    length: async (mediaId) => (await content.mediaLength(ctx.db, mediaId))?.duration_ms ?? 0,
    photos: () => content.photosOf(ctx.db, m.id),
    poster: async (videoId) => (await content.posterOf(ctx.db, videoId)) ?? null,
    pageRecordings: async () =>
      new Map((await stories.pageRecordings(ctx.db, m.id)).map((r) => [r.page_number, r.media_id])),
  };
}

/** What the book prints of one message: its kind's entries (none for a kind left out). */
export function entriesOf(c: Context, m: MessageRow): Promise<BookEntry[]> {
  const print = kindOf(m.kind).printed;
  return print ? print(m, toolsFor(c, m)) : Promise.resolve([]);
}
