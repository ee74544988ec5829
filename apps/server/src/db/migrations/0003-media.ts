import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Voice messages: uploads and their bytes, who has listened, and the secret that signs media
 * links. Bytes live in the database, in chunks of a few hundred KB, so that a backup holds
 * everything, every instance serves every file, and a range is read without the whole file.
 *
 * The one dialect-specific type is the chunk's: BLOB on SQLite, BYTEA on PostgreSQL (which has
 * no BLOB). Both take and give a Node Buffer. PostgreSQL would try to compress each chunk before
 * storing it out of line; audio does not compress, so the column stores it as it is (EXTERNAL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'varchar(36)', (c) => c.notNull().references('profiles.id'))
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    // The uploader's own id for the upload: a retried upload finds the stored one.
    .addColumn('client_id', 'varchar(36)')
    .addColumn('mime_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('chunk_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_account_idx').on('media').column('account_id').execute();
  await db.schema
    .createIndex('media_client_id_idx')
    .on('media')
    .columns(['profile_id', 'client_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('media_chunks')
    .addColumn('media_id', 'varchar(36)', (c) =>
      c.notNull().references('media.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_chunks_pk', ['media_id', 'seq'])
    .execute();
  if (postgres) {
    await sql`alter table media_chunks alter column data set storage external`.execute(db);
  }

  // A media row serves one message at most; this index also finds the message of a media row.
  await db.schema
    .createIndex('messages_media_idx')
    .on('messages')
    .column('media_id')
    .unique()
    .execute();
  // The bars the recording client drew, as a JSON array; only voice messages have them.
  await db.schema.alterTable('messages').addColumn('waveform', 'text').execute();

  await db.schema
    .createTable('played')
    .addColumn('message_id', 'varchar(36)', (c) =>
      c.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('played_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('played_pk', ['message_id', 'profile_id'])
    .execute();

  // Made once, at the first start, and shared by every instance through the database.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').ifExists().execute();
  await db.schema.dropTable('played').ifExists().execute();
  await db.schema.alterTable('messages').dropColumn('waveform').execute();
  await db.schema.dropIndex('messages_media_idx').ifExists().execute();
  await db.schema.dropTable('media_chunks').ifExists().execute();
  await db.schema.dropTable('media').ifExists().execute();
}
