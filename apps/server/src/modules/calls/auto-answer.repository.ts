import type { Db } from '../../db/schema.js';
import { sharingConversationWith } from '../access/access.policy.js';

/** The callers this profile answers automatically, as stored. */
export async function autoAnswerOf(db: Db, profileId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('auto_answer')
    .select('caller_id')
    .where('profile_id', '=', profileId)
    .orderBy('caller_id')
    .execute();
  return rows.map((row) => row.caller_id);
}

/** Those of `ids` (other profiles in use) that share a conversation with the profile now. */
export async function sharingWith(db: Db, profileId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sharingConversationWith(db, profileId, ids).execute();
  return rows.map((row) => row.profile_id);
}

export async function putAutoAnswer(trx: Db, profileId: string, callerIds: string[]) {
  await trx.deleteFrom('auto_answer').where('profile_id', '=', profileId).execute();
  if (callerIds.length === 0) return;
  await trx
    .insertInto('auto_answer')
    .values(callerIds.map((caller_id) => ({ profile_id: profileId, caller_id })))
    .execute();
}
