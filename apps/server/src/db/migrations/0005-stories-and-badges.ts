import type { Kysely } from 'kysely';

/**
 * Family stories, read-alouds and badges. A read-aloud keeps a copy of its story on the message
 * (JSON text), so that editing or deleting the story later leaves what was sent as it was; its
 * recordings are one row per page, each upload serving one page of one message at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stories')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    .addColumn('author', 'varchar(400)', (c) => c.notNull())
    .addColumn('cover_emoji', 'varchar(64)', (c) => c.notNull())
    // The pages as a JSON array of {page_number, text, illustration}: always read whole.
    .addColumn('pages', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stories_account_idx')
    .on('stories')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema.alterTable('messages').addColumn('story', 'text').execute();
  await db.schema.alterTable('messages').addColumn('prompt_id', 'varchar(64)').execute();

  await db.schema
    .createTable('message_story_audio')
    .addColumn('message_id', 'varchar(36)', (c) =>
      c.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('page_number', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'varchar(36)', (c) => c.notNull().references('media.id'))
    .addPrimaryKeyConstraint('message_story_audio_pk', ['message_id', 'page_number'])
    .execute();
  // An upload serves one page of one message at most; this index also finds its message.
  await db.schema
    .createIndex('message_story_audio_media_idx')
    .on('message_story_audio')
    .column('media_id')
    .unique()
    .execute();

  // The key is what makes an award happen once, however many sends race for it.
  await db.schema
    .createTable('badges')
    .addColumn('profile_id', 'varchar(36)', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('badge_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('earned_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('badges_pk', ['profile_id', 'badge_id'])
    .execute();
  // Badge rules count a profile's messages by kind.
  await db.schema
    .createIndex('messages_profile_kind_idx')
    .on('messages')
    .columns(['profile_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_profile_kind_idx').ifExists().execute();
  await db.schema.dropTable('badges').ifExists().execute();
  await db.schema.dropTable('message_story_audio').ifExists().execute();
  await db.schema.alterTable('messages').dropColumn('prompt_id').execute();
  await db.schema.alterTable('messages').dropColumn('story').execute();
  await db.schema.dropTable('stories').ifExists().execute();
}
