import type { Db } from '../../db/schema.js';
import { participatingProfiles } from '../access/access.policy.js';

/** Every (conversation, profile) pair of the account's profiles in use, with the nickname. */
export function participationsOfAccount(db: Db, accountId: string) {
  return participatingProfiles(db)
    .select(['pa.conversation_id', 'p.id as profile_id', 'p.nickname'])
    .where('p.account_id', '=', accountId)
    .execute();
}

/** The conversations one profile takes part in (a child session hears only its own). */
export function participationsOfProfile(db: Db, profileId: string) {
  return participatingProfiles(db)
    .select(['pa.conversation_id', 'p.id as profile_id', 'p.nickname'])
    .where('p.id', '=', profileId)
    .execute();
}

/** The profile's kind: a one-profile session's scope follows it (a child's rules, or none). */
export async function kindOfProfile(db: Db, profileId: string) {
  const row = await db
    .selectFrom('profiles')
    .select('kind')
    .where('id', '=', profileId)
    .executeTakeFirst();
  return row?.kind;
}
