import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Printed keepsake books (issue 32). A book is a row made in the background: the instance that
 * claims it holds a lease (`claimed_until`) while it lays the PDF out, so two instances never
 * make the same book, and one that dies leaves it to the next once the lease has run out. The
 * PDF is kept in chunks as media are, so that any instance serves it. Each recording the book
 * prints a code for has a keepsake link: a long random token, stored only as its hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('keepsakes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    .addColumn('from_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('page_size', 'varchar(8)', (c) => c.notNull())
    // Where the app was asked from: the book's codes point there (a printed page cannot follow
    // a redirect if the family's address changes, so it is the one they used).
    .addColumn('origin', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('byte_size', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('links_off_at', 'varchar(32)')
    .execute();
  // At most one book in the making per account, held by the database itself (two requests at
  // once cannot both insert one).
  await db.schema
    .createIndex('keepsakes_making_idx')
    .on('keepsakes')
    .column('account_id')
    .unique()
    .where(sql.ref('status'), '=', 'making')
    .execute();
  await db.schema
    .createIndex('keepsakes_account_idx')
    .on('keepsakes')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('keepsake_chunks')
    .addColumn('keepsake_id', 'varchar(36)', (c) =>
      c.notNull().references('keepsakes.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('keepsake_chunks_pk', ['keepsake_id', 'seq'])
    .execute();
  if (postgres) {
    await sql`alter table keepsake_chunks alter column data set storage external`.execute(db);
  }

  await db.schema
    .createTable('keepsake_links')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('keepsake_id', 'varchar(36)', (c) =>
      c.notNull().references('keepsakes.id').onDelete('cascade'),
    )
    .addColumn('media_id', 'varchar(36)', (c) =>
      c.notNull().references('media.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('keepsake_links_keepsake_idx')
    .on('keepsake_links')
    .column('keepsake_id')
    .execute();
  await db.schema
    .createIndex('keepsake_links_media_idx')
    .on('keepsake_links')
    .column('media_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('keepsake_links').execute();
  await db.schema.dropTable('keepsake_chunks').execute();
  await db.schema.dropTable('keepsakes').execute();
}
