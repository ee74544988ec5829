import type { Profile } from '@hearth/shared';
import type { Db } from '../../db/schema.js';
import { listProfiles } from '../profiles/profiles.repository.js';

export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'email_address', 'password_hash'])
    .where('email_address', '=', email)
    .executeTakeFirst();
}

export function findAccountById(db: Db, id: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'email_address'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertAccount(
  db: Db,
  row: { id: string; email_address: string; password_hash: string; created_at: string },
): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

export async function insertAccessToken(
  db: Db,
  row: {
    id: string;
    account_id: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
  },
): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({ ...row, revoked_at: null })
    .execute();
}

export async function revokeAccessToken(db: Db, tokenHash: string, at: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The account's first profile still in use: the one login hands the client as current. */
export async function firstProfileOf(db: Db, accountId: string): Promise<Profile | null> {
  // At most a handful of profiles per account: the list query serves, in its one order.
  return (await listProfiles(db, accountId))[0] ?? null;
}
