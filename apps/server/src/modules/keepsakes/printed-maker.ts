import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import { DEFAULT_LANGUAGE, type Language } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Row } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { textsFor } from '../../lib/texts/index.js';
import { BookLayout, textsOf } from './pdf-book.js';
import { createFile, deleteFile } from '../media/media.service.js';
import { UNPRINTED_KINDS } from '../messages/messages.service.js';
import { DEFAULT_FONT, registerFonts } from './pdf-fonts.js';
import { entriesOf, type Context } from './printed-entries.js';
import { ChunkSink } from './printed-sink.js';
import * as content from './printed-content.repository.js';
import * as repo from './printed.repository.js';

const MARGINS = { top: 48, bottom: 48, left: 48, right: 48 };
const DAY_MS = 86_400_000;

/**
 * What the maker needs of its lease: renewing it (and recording the progress) says whether it
 * still holds the book. The maker asks after every message; the lease decides how often to write.
 */
export interface Lease {
  renew(progress: number): Promise<boolean>;
}

export class LeaseLost extends Error {
  constructor() {
    super('the keepsake lease was taken by another instance');
  }
}

/**
 * Makes the book's PDF into its file (printed-sink.ts), reading the period's messages a page of
 * rows at a time and their photos one at a time; renews the lease as it goes. Answers the PDF's
 * size. Throws LeaseLost when another instance has taken the book meanwhile.
 */
export async function makeBook(ctx: AppContext, book: Row<'keepsakes'>, lease: Lease) {
  // What an earlier attempt left goes: the book is made again from the start.
  await repo.clearLinks(ctx.db, book.id);
  await deleteFile(ctx.db, book.id);
  await createFile(ctx.db, { ...book, mime_type: 'application/pdf' }, nowIso());
  const maker = await ctx.db
    .selectFrom('profiles')
    .select('language')
    .where('id', '=', book.profile_id)
    .executeTakeFirst();
  const conversation = await ctx.db
    .selectFrom('conversations')
    .select('title')
    .where('id', '=', book.conversation_id)
    .executeTakeFirstOrThrow();
  const language: Language = maker?.language ?? DEFAULT_LANGUAGE;
  const texts = textsFor(language);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (iso: string) => format.format(new Date(iso));
  const period = {
    conversationId: book.conversation_id,
    from: `${book.from_day}T00:00:00.000Z`,
    to: new Date(Date.parse(`${book.to_day}T00:00:00.000Z`) + DAY_MS).toISOString(),
    unprinted: UNPRINTED_KINDS,
  };
  const total = await content.countMessages(ctx.db, period);

  const doc = new PDFDocument({
    size: book.page_size === 'A5' ? 'A5' : 'LETTER',
    margins: MARGINS,
    autoFirstPage: false,
    font: DEFAULT_FONT,
    pdfVersion: '1.7',
    subset: 'PDF/A-2b',
    lang: language,
    displayTitle: true,
    info: { Title: book.title, Author: 'Hearth', Creator: 'Hearth' },
  });
  registerFonts(doc);
  const sink = new ChunkSink(ctx.db, book.id);
  doc.on('data', sink.push);
  const ended = once(doc, 'end');

  const layout = new BookLayout(doc, texts.printed.scanToListen, texts.printed.scanToWatch);
  const title = {
    title: book.title,
    conversation: conversation.title,
    period: format.formatRange(new Date(period.from), new Date(Date.parse(period.to) - 1)),
    codesPlay: texts.printed.codesPlay,
    madeOn: texts.printed.madeOn(day(book.created_at)),
  };
  await layout.prepare(Object.values(title));
  layout.titlePage(title);
  const c: Context = { ctx, book, texts, day };
  let after: { at: string; id: string } | null = null;
  let done = 0;
  for (;;) {
    const rows = await content.messagesAfter(ctx.db, period, after);
    for (const message of rows) {
      for (const entry of await entriesOf(c, message)) {
        await layout.prepare(textsOf(entry));
        layout.add(entry);
      }
      done += 1;
      await sink.flush();
      // After every message: a page of rows with many photos may take longer than a lease.
      if (!(await lease.renew(Math.min(99, Math.floor((done * 100) / Math.max(total, 1)))))) {
        doc.end();
        throw new LeaseLost();
      }
    }
    if (rows.length === 0) break;
    const last = rows[rows.length - 1]!;
    after = { at: last.created_at, id: last.id };
  }
  doc.end();
  await ended;
  await sink.flush(true);
  return sink.bytes;
}
