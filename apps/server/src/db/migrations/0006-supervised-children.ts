import { sql, type Kysely } from 'kysely';

/**
 * Supervised children. A profile is an adult's or a child's; a child session is an access
 * token bound to one child profile (`profile_id`), made on a shared device (kid mode) or by
 * redeeming a device link on the child's own device (`device_name`). A child talks only with
 * profiles its parent approved: `contact_approvals` holds them, `approval_requests` the ones a
 * parent has yet to answer.
 *
 * Existing rows: each account's earliest profile still in use (by creation time, then id) is
 * the adult's own, as the first-time setup made it; every other profile was made by "Add Child
 * Profile" and becomes a child. Their current conversations were chosen by the parent, so
 * everyone a child already talks with is approved for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().defaultTo('adult'))
    .execute();
  await db.schema.alterTable('profiles').addColumn('quiet_start', 'varchar(5)').execute();
  await db.schema.alterTable('profiles').addColumn('quiet_end', 'varchar(5)').execute();
  await db.schema.alterTable('profiles').addColumn('quiet_time_zone', 'varchar(64)').execute();
  await sql`
    update profiles set kind = 'child'
    where id not in (
      select p.id from profiles p
      where p.deleted_at is null and not exists (
        select 1 from profiles q
        where q.account_id = p.account_id and q.deleted_at is null
          and (q.created_at < p.created_at or (q.created_at = p.created_at and q.id < p.id))
      )
    )`.execute(db);

  await db.schema.alterTable('accounts').addColumn('pin_hash', 'varchar(255)').execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('accounts').addColumn('pin_locked_until', 'varchar(32)').execute();

  await db.schema
    .alterTable('access_tokens')
    .addColumn('profile_id', 'varchar(36)', (c) => c.references('profiles.id'))
    .execute();
  await db.schema.alterTable('access_tokens').addColumn('device_name', 'varchar(100)').execute();
  await db.schema.alterTable('access_tokens').addColumn('last_seen_at', 'varchar(32)').execute();
  await db.schema
    .createIndex('access_tokens_profile_idx')
    .on('access_tokens')
    .column('profile_id')
    .execute();

  await db.schema
    .createTable('contact_approvals')
    .addColumn('child_profile_id', 'varchar(36)', (c) => c.notNull().references('profiles.id'))
    .addColumn('profile_id', 'varchar(36)', (c) => c.notNull().references('profiles.id'))
    .addColumn('approved_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('contact_approvals_pk', ['child_profile_id', 'profile_id'])
    .execute();
  await sql`
    insert into contact_approvals (child_profile_id, profile_id, approved_at)
    select distinct c.profile_id, o.profile_id, c.joined_at
    from participants c
    join profiles cp on cp.id = c.profile_id and cp.kind = 'child'
    join participants o on o.conversation_id = c.conversation_id and o.profile_id <> c.profile_id
    join profiles op on op.id = o.profile_id and op.account_id <> cp.account_id`.execute(db);

  await db.schema
    .createTable('approval_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('child_profile_id', 'varchar(36)', (c) => c.notNull().references('profiles.id'))
    .addColumn('profile_id', 'varchar(36)', (c) => c.notNull().references('profiles.id'))
    .addColumn('conversation_id', 'varchar(36)', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('approval_requests_once', [
      'child_profile_id',
      'profile_id',
      'conversation_id',
    ])
    .execute();

  await db.schema
    .createTable('device_links')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('profile_id', 'varchar(36)', (c) => c.notNull().references('profiles.id'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_links').ifExists().execute();
  await db.schema.dropTable('approval_requests').ifExists().execute();
  await db.schema.dropTable('contact_approvals').ifExists().execute();
  await db.schema.dropIndex('access_tokens_profile_idx').ifExists().execute();
  for (const column of ['last_seen_at', 'device_name', 'profile_id']) {
    await db.schema.alterTable('access_tokens').dropColumn(column).execute();
  }
  for (const column of ['pin_locked_until', 'pin_failures', 'pin_hash']) {
    await db.schema.alterTable('accounts').dropColumn(column).execute();
  }
  for (const column of ['quiet_time_zone', 'quiet_end', 'quiet_start', 'kind']) {
    await db.schema.alterTable('profiles').dropColumn(column).execute();
  }
}
