import type { Kysely } from 'kysely';

/**
 * "Tell a grown-up": a child flags a message for its parent. One report per child and message
 * (pressing again changes nothing); a report goes with its message and its conversation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_reports')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('child_profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'varchar(36)', (c) =>
      c.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('reported_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('message_reports_once', ['child_profile_id', 'message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_reports').ifExists().execute();
}
