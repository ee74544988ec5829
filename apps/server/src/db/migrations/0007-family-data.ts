import type { Kysely } from 'kysely';

/**
 * What a family needs to run its conversations and own its data: messages that were deleted or
 * edited, invite links with a use limit, who was taken out of which conversation (an old link
 * does not bring them back), and how long an account keeps its messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('deleted_at', 'varchar(32)').execute();
  await db.schema.alterTable('messages').addColumn('edited_at', 'varchar(32)').execute();
  await db.schema.alterTable('invites').addColumn('max_uses', 'integer').execute();
  await db.schema
    .alterTable('invites')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Days after which the account's messages are deleted; null keeps them.
  await db.schema.alterTable('accounts').addColumn('retention_days', 'integer').execute();
  await db.schema
    .createTable('removals')
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('removed_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('removals_pk', ['conversation_id', 'profile_id'])
    .execute();
  // Retention deletes by age across conversations.
  await db.schema
    .createIndex('messages_created_idx')
    .on('messages')
    .columns(['profile_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_created_idx').ifExists().execute();
  await db.schema.dropTable('removals').ifExists().execute();
  await db.schema.alterTable('accounts').dropColumn('retention_days').execute();
  await db.schema.alterTable('invites').dropColumn('uses').execute();
  await db.schema.alterTable('invites').dropColumn('max_uses').execute();
  await db.schema.alterTable('messages').dropColumn('edited_at').execute();
  await db.schema.alterTable('messages').dropColumn('deleted_at').execute();
}
