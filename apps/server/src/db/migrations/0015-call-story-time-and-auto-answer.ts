import type { Kysely } from 'kysely';

/**
 * Calls, continued (issue 28): the story read together on a live call (JSON, for a late
 * joiner), the time each participant spent in a call (a child's activity counts its minutes),
 * and the people a profile answers automatically (a grandparent's tablet).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calls').addColumn('story', 'text').execute();
  await db.schema
    .alterTable('call_participants')
    .addColumn('talked_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('auto_answer')
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('caller_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('auto_answer_pk', ['profile_id', 'caller_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auto_answer').execute();
  await db.schema.alterTable('call_participants').dropColumn('talked_ms').execute();
  await db.schema.alterTable('calls').dropColumn('story').execute();
}
