import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

export { lockProfile } from '../../db/profile-lock.js';

/**
 * The condition of the index these counts read (text messages are left out of it), written as
 * the index has it: neither database proves it from `kind = ?` with a bound parameter.
 */
const notText = sql<boolean>`kind <> 'text'`;

/** The profile's stored messages of this kind. */
export async function countOfKind(trx: Db, profileId: string, kind: 'voice'): Promise<number> {
  const row = await trx
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('profile_id', '=', profileId)
    .where('kind', '=', kind)
    .where(notText)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The days (UTC, YYYY-MM-DD) on which the profile sent a read-aloud. */
export async function storyDays(trx: Db, profileId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('messages')
    .select(sql<string>`substr(created_at, 1, 10)`.as('day'))
    .distinct()
    .where('profile_id', '=', profileId)
    .where('kind', '=', 'story')
    .where(notText)
    .execute();
  return rows.map((row) => row.day);
}

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
