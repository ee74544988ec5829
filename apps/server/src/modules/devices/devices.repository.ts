import { dialectOf } from '../../db/database.js';
import type { Db, NewRow } from '../../db/schema.js';

// A device of its own for a child or an assisted grandparent: a session bound to one profile.

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

/** The account's codes still waiting: neither used nor expired, for any of its profiles. */
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

/** The profile's own devices still signed in. */
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

/** Signs one of the profile's devices out; its token's hash (to close its sockets), if it was. */
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

/** A profile a device may be linked to (a child's, an assisted grandparent's), while in use. */
export function linkableProfile(db: Db, profileId: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'account_id', 'nickname', 'kind', 'language'])
    .where('id', '=', profileId)
    .where('kind', 'in', ['child', 'assisted'])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
