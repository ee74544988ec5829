import type { Language } from '@hearth/shared';
import type { Db, NewRow, Row, RowUpdate } from '../../db/schema.js';
import { lockRow } from '../../db/row-locks.js';

/** The account's own stories, oldest first. */
export function listForAccount(db: Db, accountId: string): Promise<Row<'stories'>[]> {
  return db
    .selectFrom('stories')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The profile's language and its account's own stories (oldest first), in one read; undefined
 * when the profile is not one of the account's live profiles.
 */
export async function listForProfile(
  db: Db,
  accountId: string,
  profileId: string,
): Promise<{ language: Language | null; stories: Row<'stories'>[] } | undefined> {
  const rows = await db
    .selectFrom('profiles as p')
    .leftJoin('stories as s', 's.account_id', 'p.account_id')
    .selectAll('s')
    .select('p.language')
    .where('p.id', '=', profileId)
    .where('p.account_id', '=', accountId)
    .where('p.deleted_at', 'is', null)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  // A story's columns are null together: the one row of a profile whose account keeps none.
  const stories = rows.filter((row) => row.id !== null) as Row<'stories'>[];
  return { language: first.language, stories };
}

export function findOwned(
  db: Db,
  accountId: string,
  id: string,
): Promise<Row<'stories'> | undefined> {
  return db
    .selectFrom('stories')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Stores the story unless the account already keeps `cap` of them; false when it does. The
 * account row is locked first so that concurrent creations are counted one after another.
 */
export function insertWithinCap(db: Db, row: NewRow<'stories'>, cap: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, 'accounts', row.account_id);
    const count = await trx
      .selectFrom('stories')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', row.account_id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= cap) return false;
    await trx.insertInto('stories').values(row).execute();
    return true;
  });
}

export async function update(
  db: Db,
  accountId: string,
  id: string,
  changes: Pick<RowUpdate<'stories'>, 'title' | 'author' | 'cover_emoji' | 'pages' | 'updated_at'>,
): Promise<Row<'stories'> | undefined> {
  return db
    .updateTable('stories')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function remove(db: Db, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('stories')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
