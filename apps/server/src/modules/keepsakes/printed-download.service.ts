import { Readable } from 'node:stream';
import { KEEPSAKE_MESSAGES } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { isId } from '../../lib/ids.js';
import { CHUNK_BYTES } from './printed-sink.js';
import * as repo from './printed.repository.js';

/** Chunks read per query while the PDF is downloaded: about 2 MB held at a time. */
const CHUNKS_PER_READ = 8;

/** The finished PDF for a signed link: 404 when forged or not ready, 403 once expired. */
export async function download(ctx: AppContext, id: string, query: unknown) {
  if (!isId(id)) throw notFound();
  const link = ctx.mediaUrls.check(id, (query ?? {}) as Record<string, unknown>);
  if (link.kind === 'forged') throw notFound();
  if (link.kind === 'expired') throw new HttpError(403, 'forbidden', KEEPSAKE_MESSAGES.notReady);
  const book = await ctx.db
    .selectFrom('keepsakes')
    .selectAll()
    .where('id', '=', id)
    .where('profile_id', '=', link.holderId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  if (!book?.byte_size) throw notFound();
  const last = Math.ceil(book.byte_size / CHUNK_BYTES) - 1;
  async function* bytes() {
    for (let from = 0; from <= last; from += CHUNKS_PER_READ) {
      const rows = await repo.bookChunks(ctx.db, id, from, from + CHUNKS_PER_READ - 1);
      for (const row of rows) yield Buffer.from(row.data);
    }
  }
  return { book, body: Readable.from(bytes(), { objectMode: false }) };
}
