import { dialectOf } from '../../db/database.js';
import type { Db, NewRow } from '../../db/schema.js';

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

export async function revokeToken(db: Db, tokenHash: string, at: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertDeviceLink(
  db: Db,
  row: Omit<NewRow<'device_links'>, 'used_at'>,
): Promise<void> {
  await db
    .insertInto('device_links')
    .values({ ...row, used_at: null })
    .execute();
}

/**
 * Holds the account's row until the transaction ends, so that its codes are counted and made one
 * request at a time on every instance. SQLite runs one writer at a time already.
 */
export async function lockAccount(trx: Db, accountId: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', accountId)
    .forNoKeyUpdate()
    .execute();
}

/** The account's codes still waiting: neither used nor expired, for any of its children. */
export async function liveLinksOf(trx: Db, accountId: string, now: string): Promise<number> {
  const row = await trx
    .selectFrom('device_links')
    .innerJoin('profiles', 'profiles.id', 'device_links.profile_id')
    .select((eb) => eb.fn.countAll<number | string>().as('live'))
    .where('profiles.account_id', '=', accountId)
    .where('device_links.used_at', 'is', null)
    .where('device_links.expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.live);
}

/** Spends a live, unused code: its profile, once; undefined for any other code. */
export async function spendDeviceLink(db: Db, codeHash: string, now: string) {
  return db
    .updateTable('device_links')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('profile_id')
    .executeTakeFirst();
}

/** The child's own devices still signed in. */
export function devicesOf(db: Db, profileId: string, now: string) {
  return db
    .selectFrom('access_tokens')
    .select(['id', 'device_name as name', 'created_at', 'last_seen_at'])
    .where('profile_id', '=', profileId)
    .where('device_name', 'is not', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id')
    .execute();
}

/** Signs one of the child's devices out; its token's hash (to close its sockets), if it was. */
export async function revokeDevice(db: Db, profileId: string, deviceId: string, now: string) {
  return db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', deviceId)
    .where('profile_id', '=', profileId)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
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

export function quietHoursOf(db: Db, profileId: string) {
  return db
    .selectFrom('profiles')
    .select(['kind', 'quiet_start', 'quiet_end', 'quiet_time_zone'])
    .where('id', '=', profileId)
    .executeTakeFirst();
}

/** The child profile, while it is in use. */
export function liveChild(db: Db, profileId: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'account_id', 'nickname', 'language'])
    .where('id', '=', profileId)
    .where('kind', '=', 'child')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
