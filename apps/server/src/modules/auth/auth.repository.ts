import { precompiled } from '../../db/database.js';
import type { Db } from '../../db/schema.js';

// The login path's queries are built once (see precompiled): in a login storm every bit of
// main-thread work shares the core with the password hashes (bench arm 8).
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

export async function insertAccount(
  db: Db,
  row: { id: string; email_address: string; password_hash: string; created_at: string },
): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

type TokenRow = {
  id: string;
  account_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
};

const insertToken = precompiled((db: Db, r: TokenRow) =>
  db.insertInto('access_tokens').values({
    id: r.id,
    account_id: r.account_id,
    token_hash: r.token_hash,
    created_at: r.created_at,
    expires_at: r.expires_at,
    revoked_at: null,
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
