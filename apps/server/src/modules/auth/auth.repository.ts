import { precompiled } from '../../db/database.js';
import type { Db, NewRow } from '../../db/schema.js';

// The login path's queries are built once (see precompiled): in a login storm the main thread
// shares the CPU with the password hashes.
const accountByEmail = precompiled((db: Db, a: { email: string }) =>
  db
    .selectFrom('accounts')
    .select(['id', 'email_address', 'password_hash'])
    .where('email_address', '=', a.email),
);

export async function findAccountByEmail(db: Db, email: string) {
  const [account] = await accountByEmail(db, { email });
  return account;
}

export function findAccountById(db: Db, id: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'email_address'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findPasswordHash(db: Db, id: string) {
  return db.selectFrom('accounts').select('password_hash').where('id', '=', id).executeTakeFirst();
}

export async function insertAccount(db: Db, row: NewRow<'accounts'>): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

// A child session also sets profile_id and, on the child's own device, device_name.
type TokenRow = Omit<NewRow<'access_tokens'>, 'revoked_at' | 'last_seen_at'>;

const insertToken = precompiled((db: Db, r: TokenRow) =>
  db.insertInto('access_tokens').values({
    id: r.id,
    account_id: r.account_id,
    token_hash: r.token_hash,
    created_at: r.created_at,
    expires_at: r.expires_at,
    revoked_at: null,
    profile_id: r.profile_id ?? null,
    device_name: r.device_name ?? null,
  }),
);

export async function insertAccessToken(db: Db, row: TokenRow): Promise<void> {
  await insertToken(db, row);
}

export async function revokeAccessToken(db: Db, tokenHash: string, at: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The known device behind this cookie hash, if it belongs to this account and is unexpired. */
export function findKnownDevice(db: Db, accountId: string, tokenHash: string, now: string) {
  return db
    .selectFrom('known_devices')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('account_id', '=', accountId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Stores a device cookie's hash in place of the one the browser presented (if any), and keeps at
 * most `keep` unexpired devices per account, so that a script signing in over and over cannot
 * grow the table.
 */
export async function replaceKnownDevice(
  db: Db,
  row: NewRow<'known_devices'>,
  replacedId: string | null,
  keep: number,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (replacedId) await tx.deleteFrom('known_devices').where('id', '=', replacedId).execute();
    await tx.insertInto('known_devices').values(row).execute();
    await tx
      .deleteFrom('known_devices')
      .where('account_id', '=', row.account_id)
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', row.created_at),
          eb(
            'id',
            'not in',
            eb
              .selectFrom('known_devices')
              .select('id')
              .where('account_id', '=', row.account_id)
              // Ids are time-ordered: the newest first.
              .orderBy('id', 'desc')
              .limit(keep),
          ),
        ]),
      )
      .execute();
  });
}
