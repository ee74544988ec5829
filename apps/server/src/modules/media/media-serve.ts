import { Readable } from 'node:stream';
import { MEDIA_MESSAGES } from '@hearth/shared';
import parseRange from 'range-parser';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { isId } from '../../lib/ids.js';
import { bytesOf } from './media-chunks.js';
import * as repo from './media.repository.js';

/** Browsers keep a link's bytes at most this long, and never past the link's expiry. */
const MAX_CACHE_SECONDS = 24 * 3600;

export interface Served {
  status: 200 | 206;
  headers: Record<string, string>;
  /** Null for a HEAD request: its answer has the headers only, and no chunk is read. */
  body: Readable | null;
}

const expired = () => new HttpError(403, 'forbidden', MEDIA_MESSAGES.linkInvalid);

/** The byte range to send, [start, end] inclusive, or the whole file when none applies. */
export function rangeOf(
  size: number,
  header: string | undefined,
): { start: number; end: number } | null {
  if (!header) return null;
  const ranges = parseRange(size, header, { combine: true });
  // A suffix longer than the file means the whole file (RFC 9110, 14.1.2).
  if (ranges === -1 && /^bytes=\s*-\s*0*[1-9]\d*\s*$/.test(header))
    return { start: 0, end: size - 1 };
  if (ranges === -1) {
    const msg = MEDIA_MESSAGES.rangeNotSatisfiable;
    throw new HttpError(416, 'validation_failed', msg, [msg], {
      'content-range': `bytes */${size}`,
    });
  }
  // Malformed, another unit, or several ranges: the whole file, as a server may answer.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}

/**
 * A stored file for a signed link. A link that is not this server's, or was altered (another
 * holder, media or expiry), is 404, as is one whose holder no longer takes part in the media's
 * conversation (left, removed, or deleted) and one to media that is gone; a genuine link past its
 * expiry is 403. The bytes are sent with their stored type only, never sniffed, and cannot run as
 * a page if opened directly.
 */
export async function serveMedia(
  ctx: AppContext,
  id: string,
  query: unknown,
  rangeHeader: string | undefined,
  head = false,
): Promise<Served> {
  if (!isId(id)) throw notFound();
  const link = ctx.mediaUrls.check(id, (query ?? {}) as Record<string, unknown>);
  if (link.kind === 'forged') throw notFound();
  if (link.kind === 'expired') throw expired();
  const media = await repo.findMedia(ctx.db, id);
  // The holder is asked about now, not when the link was signed: leaving ends its links.
  if (!media || !(await repo.takesPart(ctx.db, link.holderId, media.conversation_id))) {
    throw notFound();
  }
  const left = link.secondsLeft;
  const range = rangeOf(media.byte_size, rangeHeader);
  const { start, end } = range ?? { start: 0, end: media.byte_size - 1 };
  const headers: Record<string, string> = {
    'content-type': media.mime_type,
    'content-length': String(end - start + 1),
    'accept-ranges': 'bytes',
    etag: `"${media.id}"`,
    'cache-control': `private, max-age=${Math.min(left, MAX_CACHE_SECONDS)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  };
  if (range) headers['content-range'] = `bytes ${start}-${end}/${media.byte_size}`;
  const body = head
    ? null
    : Readable.from(bytesOf(ctx.db, media, start, end), { objectMode: false });
  return { status: range ? 206 : 200, headers, body };
}
