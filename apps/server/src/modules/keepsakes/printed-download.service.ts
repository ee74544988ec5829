import { Readable } from 'node:stream';
import { KEEPSAKE_MESSAGES } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { isId } from '../../lib/ids.js';
import { bytesOf, CHUNK_BYTES } from '../media/media.service.js';

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
  const file = { id, chunk_bytes: CHUNK_BYTES };
  const bytes = bytesOf(ctx.db, file, 0, book.byte_size - 1);
  return { book, body: Readable.from(bytes, { objectMode: false }) };
}
