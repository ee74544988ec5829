import type { Db } from '../../db/schema.js';

export { lockProfile } from '../../db/row-locks.js';

/** Stores the badges not yet earned; returns the ids of those stored now (insert-or-ignore). */
export async function insertNew(
  trx: Db,
  profileId: string,
  badgeIds: string[],
  earnedAt: string,
): Promise<string[]> {
  if (badgeIds.length === 0) return [];
  const rows = await trx
    .insertInto('badges')
    .values(badgeIds.map((badge_id) => ({ profile_id: profileId, badge_id, earned_at: earnedAt })))
    .onConflict((oc) => oc.columns(['profile_id', 'badge_id']).doNothing())
    .returning('badge_id')
    .execute();
  return rows.map((row) => row.badge_id);
}

export function earnedBy(db: Db, profileId: string) {
  return db
    .selectFrom('badges')
    .select(['badge_id', 'earned_at'])
    .where('profile_id', '=', profileId)
    .execute();
}
