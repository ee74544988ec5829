import type { Db } from '../../db/schema.js';

export function pinState(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .select(['pin_hash', 'pin_failures', 'pin_locked_until'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export async function setPin(db: Db, accountId: string, pinHash: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ pin_hash: pinHash, pin_failures: 0, pin_locked_until: null })
    .where('id', '=', accountId)
    .execute();
}

/**
 * Counts one PIN try before it is checked, compare-and-set on the count it was read with, so
 * that tries made at the same moment cannot all pass the wait. False when another try got there
 * first or the wait has not passed.
 */
export async function reservePinTry(
  db: Db,
  accountId: string,
  seen: number,
  lockedUntil: string | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ pin_failures: seen + 1, pin_locked_until: lockedUntil })
    .where('id', '=', accountId)
    .where('pin_failures', '=', seen)
    .where((eb) => eb.or([eb('pin_locked_until', 'is', null), eb('pin_locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function clearPinFailures(db: Db, accountId: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ pin_failures: 0, pin_locked_until: null })
    .where('id', '=', accountId)
    .execute();
}

export async function setQuietHours(
  db: Db,
  profileId: string,
  quiet: { start: string; end: string; time_zone: string } | null,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      quiet_start: quiet?.start ?? null,
      quiet_end: quiet?.end ?? null,
      quiet_time_zone: quiet?.time_zone ?? null,
    })
    .where('id', '=', profileId)
    .execute();
}

/** Whether a parent left photos and videos on for this child. */
export function photosAllowedOf(db: Db, profileId: string) {
  return db
    .selectFrom('profiles')
    .select('photos_allowed')
    .where('id', '=', profileId)
    .executeTakeFirst();
}

export async function setPhotosAllowed(db: Db, profileId: string, allowed: boolean) {
  await db
    .updateTable('profiles')
    .set({ photos_allowed: allowed ? 1 : 0 })
    .where('id', '=', profileId)
    .execute();
}

export function quietHoursOf(db: Db, profileId: string) {
  return db
    .selectFrom('profiles')
    .select(['kind', 'quiet_start', 'quiet_end', 'quiet_time_zone'])
    .where('id', '=', profileId)
    .executeTakeFirst();
}
