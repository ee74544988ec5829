import type { Kysely } from 'kysely';

/**
 * Photos and video messages. A photo upload is stored as its display size (the media row the
 * message names) and a thumbnail; a video as its container and a poster. Those extra sizes are
 * media rows of their own (`variant_of` the row they belong to, `variant` which size), so that
 * serving, the quota and deleting stay one path: deleting the main row deletes its sizes.
 * A photo message names its photos in order in message_media (a voice message keeps
 * messages.media_id). A child may send photos and videos unless a parent turned it off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('width', 'integer').execute();
  await db.schema.alterTable('media').addColumn('height', 'integer').execute();
  await db.schema.alterTable('media').addColumn('placeholder', 'varchar(64)').execute();
  await db.schema
    .alterTable('media')
    .addColumn('variant_of', 'varchar(36)', (c) => c.references('media.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('media').addColumn('variant', 'varchar(16)').execute();
  await db.schema
    .createIndex('media_variant_of_idx')
    .on('media')
    .columns(['variant_of', 'variant'])
    .execute();

  await db.schema
    .createTable('message_media')
    .addColumn('message_id', 'varchar(36)', (c) =>
      c.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'varchar(36)', (c) =>
      c.notNull().references('media.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('message_media_pk', ['message_id', 'position'])
    .execute();
  // A photo travels in one message only; the send's "already sent" check reads this index.
  await db.schema
    .createIndex('message_media_media_idx')
    .on('message_media')
    .column('media_id')
    .unique()
    .execute();

  await db.schema
    .alterTable('profiles')
    .addColumn('photos_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('photos_allowed').execute();
  await db.schema.dropTable('message_media').execute();
  await db.schema.dropIndex('media_variant_of_idx').execute();
  for (const column of ['variant', 'variant_of', 'placeholder', 'height', 'width']) {
    await db.schema.alterTable('media').dropColumn(column).execute();
  }
}
