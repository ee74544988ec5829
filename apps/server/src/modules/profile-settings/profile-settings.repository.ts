import type { Db, NewRow } from '../../db/schema.js';
import { participatingProfiles, sharingConversationWith } from '../access/access.policy.js';

/** The profile's stored settings, or undefined: it has the defaults. */
export function settingsRow(db: Db, profileId: string) {
  return db
    .selectFrom('profile_settings')
    .selectAll()
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
}

export { lockProfile } from '../../db/row-locks.js';

/** Writes the profile's whole settings row, made or replaced. */
export async function putSettings(trx: Db, row: NewRow<'profile_settings'>): Promise<void> {
  const { profile_id: _key, ...changes } = row;
  await trx
    .insertInto('profile_settings')
    .values(row)
    .onConflict((oc) => oc.column('profile_id').doUpdateSet(changes))
    .execute();
}

/** Those of `ids` (other profiles in use) that share a conversation with the profile now. */
export async function sharingWith(db: Db, profileId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sharingConversationWith(db, profileId, ids).execute();
  return rows.map((row) => row.profile_id);
}

/** Those of `ids` that are conversations the profile takes part in now. */
export async function conversationsAmong(
  db: Db,
  profileId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await participatingProfiles(db)
    .select('pa.conversation_id')
    .where('pa.profile_id', '=', profileId)
    .where('pa.conversation_id', 'in', ids)
    .execute();
  return rows.map((row) => row.conversation_id);
}
