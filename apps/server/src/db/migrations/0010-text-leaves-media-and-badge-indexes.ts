import { sql, type Kysely } from 'kysely';

/**
 * Text messages, nearly all of those sent, carry no upload and earn no badge. The index that
 * keeps an upload to one message and the one that counts a profile's voice messages and stories
 * now leave them out: a text send writes two index entries (and dirties two pages per commit)
 * fewer. Both keep serving the queries they were made for: `media_id = ?` implies the first's
 * condition, and the badge counts name the second's (`kind <> 'text'`) so both databases pick it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_media_idx').execute();
  await db.schema
    .createIndex('messages_media_idx')
    .on('messages')
    .column('media_id')
    .unique()
    .where(sql.ref('media_id'), 'is not', null)
    .execute();
  await db.schema.dropIndex('messages_profile_kind_idx').execute();
  await db.schema
    .createIndex('messages_profile_kind_idx')
    .on('messages')
    .columns(['profile_id', 'kind'])
    .where(sql.ref('kind'), '<>', sql.lit('text'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_profile_kind_idx').execute();
  await db.schema
    .createIndex('messages_profile_kind_idx')
    .on('messages')
    .columns(['profile_id', 'kind'])
    .execute();
  await db.schema.dropIndex('messages_media_idx').execute();
  await db.schema
    .createIndex('messages_media_idx')
    .on('messages')
    .column('media_id')
    .unique()
    .execute();
}
