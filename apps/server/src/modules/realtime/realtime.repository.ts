import type { Db } from '../../db/schema.js';

/** Every (conversation, profile) pair of the account's profiles in use, with the nickname. */
export function participationsOfAccount(db: Db, accountId: string) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .select(['pa.conversation_id', 'p.id as profile_id', 'p.nickname'])
    .where('p.account_id', '=', accountId)
    .where('p.deleted_at', 'is', null)
    .execute();
}
