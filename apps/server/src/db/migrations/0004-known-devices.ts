import type { Kysely } from 'kysely';

/**
 * Browsers that signed in to an account before (a device cookie, stored only as its hash): a
 * failed-login limit on the account does not lock them out, so strangers cannot lock out the
 * owner by failing on purpose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('known_devices_account_idx')
    .on('known_devices')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_devices').ifExists().execute();
}
