import type { Kysely } from 'kysely';

// Dialect-neutral on purpose: text ids and times, no serial columns, no engine-specific types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email_address', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('access_tokens_account_idx')
    .on('access_tokens')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('nickname', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('profiles_account_idx')
    .on('profiles')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    .addColumn('created_by_profile_id', 'varchar(36)', (c) => c.notNull().references('profiles.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_activity_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('participants')
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_read_message_id', 'varchar(36)')
    .addPrimaryKeyConstraint('participants_pk', ['conversation_id', 'profile_id'])
    .execute();
  await db.schema
    .createIndex('participants_profile_idx')
    .on('participants')
    .column('profile_id')
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'varchar(36)', (c) => c.notNull().references('profiles.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('client_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Pages of a conversation are read by (conversation, id) in both directions.
  await db.schema
    .createIndex('messages_conversation_idx')
    .on('messages')
    .columns(['conversation_id', 'id'])
    .execute();
  // A retried send (same sender, same client id) must find the stored message, never a twin.
  await db.schema
    .createIndex('messages_client_id_idx')
    .on('messages')
    .columns(['profile_id', 'client_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('invites')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('created_by_profile_id', 'varchar(36)', (c) => c.notNull().references('profiles.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'invites',
    'messages',
    'participants',
    'conversations',
    'profiles',
    'access_tokens',
    'accounts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
