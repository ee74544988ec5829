import type { Db, NewRow } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';

export function insertBook(db: Db, row: NewRow<'keepsakes'>) {
  return db.insertInto('keepsakes').values(row).execute();
}

/** A book this account made, asked for through the profile that made it. */
export function findOwn(db: Db, accountId: string, profileId: string, id: string) {
  if (!isId(id) || !isId(profileId)) return Promise.resolve(undefined);
  return db
    .selectFrom('keepsakes')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
}

/** Every book of the account with codes printed in it, newest first. */
export function linkBooks(db: Db, accountId: string) {
  return db
    .selectFrom('keepsakes as k')
    .innerJoin('conversations as c', 'c.id', 'k.conversation_id')
    .leftJoin('keepsake_links as l', 'l.keepsake_id', 'k.id')
    .select(['k.id', 'k.title', 'k.created_at', 'k.links_off_at', 'c.title as conversation_title'])
    .select((eb) => eb.fn.count<number | string>('l.token_hash').as('link_count'))
    .where('k.account_id', '=', accountId)
    .where('k.status', '=', 'ready')
    .groupBy(['k.id', 'k.title', 'k.created_at', 'k.links_off_at', 'c.title'])
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
}

/** Turns a book's codes off (once: the first time is kept); false when it is not the account's. */
export async function turnOff(db: Db, accountId: string, id: string, now: string) {
  if (!isId(id)) return false;
  const book = await db
    .selectFrom('keepsakes')
    .select('links_off_at')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  if (!book) return false;
  await db
    .updateTable('keepsakes')
    .set({ links_off_at: now })
    .where('id', '=', id)
    .where('links_off_at', 'is', null)
    .execute();
  return true;
}

/** The links an earlier attempt at the book left: it is made again from the start. */
export async function clearLinks(db: Db, id: string) {
  await db.deleteFrom('keepsake_links').where('keepsake_id', '=', id).execute();
}

export function insertLink(db: Db, row: NewRow<'keepsake_links'>) {
  return db.insertInto('keepsake_links').values(row).execute();
}

/** A keepsake link's recording and its book's state; undefined for a token never given. */
export function linkByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('keepsake_links as l')
    .innerJoin('keepsakes as k', 'k.id', 'l.keepsake_id')
    .innerJoin('media as md', 'md.id', 'l.media_id')
    .select(['k.links_off_at', 'k.title', 'md.id', 'md.mime_type', 'md.byte_size'])
    .select(['md.chunk_bytes'])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
