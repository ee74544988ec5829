import { sql, type Kysely } from 'kysely';

/**
 * Live calls (issue 28). A conversation has at most one call not yet ended: a partial unique
 * index says so, so that two people pressing "Video call" at once start one call, not two.
 * Who is in a call (and who declined it) is one row per profile; a call's record in the
 * conversation is an ordinary message of kind `call`, written when it ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calls')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('started_by', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('video', 'integer', (c) => c.notNull())
    // Unanswered by then, it ends as missed (also read lazily: the timer's instance may be gone).
    .addColumn('ring_until', 'varchar(32)', (c) => c.notNull())
    .addColumn('answered_at', 'varchar(32)')
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('end_reason', 'varchar(16)')
    .execute();
  await db.schema
    .createIndex('calls_live_idx')
    .on('calls')
    .column('conversation_id')
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('call_participants')
    .addColumn('call_id', 'varchar(36)', (c) =>
      c.notNull().references('calls.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    // joined, left or declined
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('joined_at', 'varchar(32)')
    .addPrimaryKeyConstraint('call_participants_pk', ['call_id', 'profile_id'])
    .execute();
  await db.schema
    .createIndex('call_participants_profile_idx')
    .on('call_participants')
    .column('profile_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('call_participants').execute();
  await db.schema.dropTable('calls').execute();
}
