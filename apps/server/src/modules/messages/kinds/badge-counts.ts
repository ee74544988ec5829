import { sql } from 'kysely';
import type { Db } from '../../../db/schema.js';

/**
 * The condition of the index these counts read (text messages are left out of it), written as
 * the index has it: neither database proves it from `kind = ?` with a bound parameter.
 */
const notText = sql<boolean>`kind <> 'text'`;

/** The profile's stored voice messages, for the voice badges. */
export async function voiceCount(trx: Db, profileId: string): Promise<number> {
  const row = await trx
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('profile_id', '=', profileId)
    .where('kind', '=', 'voice')
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
