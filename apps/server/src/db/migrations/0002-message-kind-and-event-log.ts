import type { Kysely } from 'kysely';

/**
 * Messages get a kind and an optional media reference; every event the realtime protocol
 * carries gets a durable row. Each stream (a conversation's, or an account's own) numbers its
 * events with a counter kept on the stream's row: taking the next number updates that row, so
 * concurrent writers to one stream queue on its lock and commit in the order of their numbers,
 * on PostgreSQL as on SQLite. A reader that has seen number n has seen everything before it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('text'))
    .execute();
  await db.schema.alterTable('messages').addColumn('media_id', 'varchar(36)').execute();
  await db.schema
    .alterTable('conversations')
    .addColumn('event_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('event_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('events')
    // 'c:<conversation id>' or 'a:<account id>'.
    .addColumn('stream', 'varchar(40)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    // The event as JSON; a message's event names its row instead, read fresh when caught up.
    .addColumn('payload', 'text')
    .addColumn('message_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('events_pk', ['stream', 'seq'])
    .execute();
  await db.schema.createIndex('events_created_idx').on('events').column('created_at').execute();

  // How far each exactly-once consumer (badges, push, parent alerts) has acted, per stream.
  await db.schema
    .createTable('event_cursors')
    .addColumn('consumer', 'varchar(40)', (c) => c.notNull())
    .addColumn('stream', 'varchar(40)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_cursors_pk', ['consumer', 'stream'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_cursors').ifExists().execute();
  await db.schema.dropTable('events').ifExists().execute();
  await db.schema.alterTable('accounts').dropColumn('event_seq').execute();
  await db.schema.alterTable('conversations').dropColumn('event_seq').execute();
  await db.schema.alterTable('messages').dropColumn('media_id').execute();
  await db.schema.alterTable('messages').dropColumn('kind').execute();
}
