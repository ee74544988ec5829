import {
  KEEPSAKE_LIMITS,
  KEEPSAKE_MESSAGES,
  keepsakeRequestSchema,
  type KeepsakeLinkBook,
  type PrintedKeepsake,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { Row } from '../../db/schema.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { findParticipation } from '../access/access.service.js';
import * as repo from './printed.repository.js';

const busy = () =>
  new HttpError(429, 'rate_limited', KEEPSAKE_MESSAGES.oneAtATime, [KEEPSAKE_MESSAGES.oneAtATime]);

function present(ctx: AppContext, book: Row<'keepsakes'>, nowMs = Date.now()): PrintedKeepsake {
  const expiresAt = Math.floor(nowMs / 1000) + KEEPSAKE_LIMITS.downloadMinutes * 60;
  // The media links' signature, over the book's id and its maker: short-lived, for this maker.
  const signed = ctx.mediaUrls.signedUrl(book.id, book.profile_id, expiresAt);
  return {
    id: book.id,
    status: book.status,
    progress: book.progress,
    title: book.title,
    conversation_id: book.conversation_id,
    from: book.from_day,
    to: book.to_day,
    page_size: book.page_size,
    created_at: book.created_at,
    download_url:
      book.status === 'ready'
        ? `/api/v1/keepsakes/${book.id}/book.pdf${signed.slice(signed.indexOf('?'))}`
        : null,
  };
}

/** The profile, when it is one of the account's own and not deleted; 404 otherwise. */
async function ownProfile(ctx: AppContext, accountId: string, profileId: string) {
  if (!isId(profileId)) throw notFound();
  const profile = await ctx.db
    .selectFrom('profiles')
    .select(['id', 'kind'])
    .where('id', '=', profileId)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!profile) throw notFound();
  return profile;
}

/**
 * Starts a printed book of a conversation's period: only a grown-up's profile that takes part
 * in it, and one book in the making per account (the database's unique index holds it when two
 * requests race). The book is made in the background; `wake` tells this instance's maker.
 */
export async function startBook(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  body: unknown,
  origin: string,
): Promise<PrintedKeepsake> {
  const profile = await ownProfile(ctx, accountId, profileId);
  if (profile.kind === 'child') {
    throw new HttpError(403, 'forbidden', KEEPSAKE_MESSAGES.adultsOnly);
  }
  const input = validate(keepsakeRequestSchema, body).keepsake;
  const taking = await findParticipation(ctx.db, accountId, profileId, input.conversation_id);
  if (!taking) throw unprocessable([KEEPSAKE_MESSAGES.conversationUnknown]);
  const making = await ctx.db
    .selectFrom('keepsakes')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'making')
    .executeTakeFirst();
  if (making) throw busy();
  const row: Row<'keepsakes'> = {
    id: newId(),
    account_id: accountId,
    profile_id: profileId,
    conversation_id: input.conversation_id,
    title: input.title,
    from_day: input.from,
    to_day: input.to,
    page_size: input.page_size,
    origin,
    status: 'making',
    progress: 0,
    claimed_until: null,
    attempts: 0,
    byte_size: null,
    created_at: nowIso(),
    finished_at: null,
    links_off_at: null,
  };
  try {
    await repo.insertBook(ctx.db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw busy();
    throw error;
  }
  return present(ctx, row);
}

export async function bookStatus(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  id: string,
): Promise<PrintedKeepsake> {
  const book = await repo.findOwn(ctx.db, accountId, profileId, id);
  if (!book) throw notFound();
  return present(ctx, book);
}

export async function linkBooks(ctx: AppContext, accountId: string): Promise<KeepsakeLinkBook[]> {
  const rows = await repo.linkBooks(ctx.db, accountId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    conversation_title: row.conversation_title,
    created_at: row.created_at,
    link_count: Number(row.link_count),
    turned_off_at: row.links_off_at,
  }));
}

/** Turns off every code of a book: each of its links answers 410 from now on. */
export async function turnOffLinks(ctx: AppContext, accountId: string, id: string) {
  if (!(await repo.turnOff(ctx.db, accountId, id, nowIso()))) throw notFound();
  const books = await linkBooks(ctx, accountId);
  return books.find((book) => book.id === id)!;
}
