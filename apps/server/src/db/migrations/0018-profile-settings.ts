import type { Kysely } from 'kysely';

/**
 * A profile's own settings (issue 29), changed by the account's adults: easy mode, the frame's
 * call buttons (profile ids, in their order, as JSON) and its night (HH:MM start and end, both
 * or neither), and the conversations its screens show (JSON ids; null: all). One row per profile
 * that has changed any; a profile without one has the defaults. The lists are read back through
 * who the profile still shares a conversation with, so ids that went away drop out by themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_settings')
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.primaryKey().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('easy_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('frame_call_profile_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('frame_night_start', 'varchar(5)')
    .addColumn('frame_night_end', 'varchar(5)')
    .addColumn('shown_conversation_ids', 'text')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_settings').execute();
}
