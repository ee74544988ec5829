import type { Kysely } from 'kysely';

/**
 * Web Push. A subscription is one browser's push address, owned by the device session (the
 * access token, by hash) that made it and addressed to the profile used there. Pushes wait in
 * an outbox written in the same transaction that moves the push consumer's cursor, one row per
 * (subscription, event), so each message reaches each device once whatever restarts. Presence
 * rows say which sockets show a visible Hearth tab, until they stop renewing it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(100)', (c) => c.notNull())
    .addColumn('auth', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_profile_idx')
    .on('push_subscriptions')
    .column('profile_id')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_token_idx')
    .on('push_subscriptions')
    .column('token_hash')
    .execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('subscription_id', 'varchar(36)', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('stream', 'varchar(40)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('topic', 'varchar(32)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    // An instance sending it holds it until then; past it, another may take it over.
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('push_outbox_once', ['subscription_id', 'stream', 'seq'])
    .execute();
  await db.schema
    .createIndex('push_outbox_created_idx')
    .on('push_outbox')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('push_presence')
    .addColumn('socket_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('visible_until', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_presence_token_idx')
    .on('push_presence')
    .columns(['token_hash', 'visible_until'])
    .execute();

  await db.schema
    .createTable('push_settings')
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.primaryKey().references('profiles.id').onDelete('cascade'),
    )
    // 1 or 0: both databases read it the same way.
    .addColumn('previews', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_mutes')
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('push_mutes_pk', ['profile_id', 'conversation_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'push_mutes',
    'push_settings',
    'push_presence',
    'push_outbox',
    'push_subscriptions',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
