import type { Kysely } from 'kysely';

/**
 * Reactions and replies (issue 30): who reacted to which message with which emoji (one row per
 * person and emoji), and the message a reply answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_reactions')
    .addColumn('message_id', 'varchar(36)', (c) =>
      c.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('emoji', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_reactions_pk', ['message_id', 'profile_id', 'emoji'])
    .execute();
  // A child's activity counts its reactions by day.
  await db.schema
    .createIndex('message_reactions_profile_idx')
    .on('message_reactions')
    .columns(['profile_id', 'created_at'])
    .execute();
  // No foreign key: an erased original leaves the reply without its quote (read by a left
  // join), and a send or an erasure pays for no extra index.
  await db.schema.alterTable('messages').addColumn('reply_to_id', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('reply_to_id').execute();
  await db.schema.dropTable('message_reactions').execute();
}
