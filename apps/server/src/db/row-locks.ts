import { sql } from 'kysely';
import { dialectOf } from './database.js';
import type { Db } from './schema.js';

/**
 * Holds the profile's row until the transaction ends, so that two changes of one profile (sends
 * that may earn a badge, settings changes) each see what the other wrote, on every instance.
 * SQLite runs one writer at a time already and has no FOR UPDATE. NO KEY UPDATE, not UPDATE: an
 * upload of the same profile holds the account row and checks its media's foreign key to this
 * row (KEY SHARE), which a FOR UPDATE lock would block while a send waits for the account row.
 */
export async function lockProfile(trx: Db, profileId: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', profileId)
    .forNoKeyUpdate()
    .execute();
}

/**
 * Holds the row until the transaction ends (a no-op update locks it on both databases), so that
 * what is counted against it (an account's profiles, stories and uploads; a conversation's
 * members) is counted by one transaction after another, on every instance.
 */
export async function lockRow(trx: Db, table: 'accounts' | 'conversations', id: string) {
  await sql`update ${sql.table(table)} set id = id where id = ${id}`.execute(trx);
}
