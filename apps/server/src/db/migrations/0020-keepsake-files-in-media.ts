import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A printed keepsake book's PDF moves to the one chunk store: each book with stored bytes gets
 * a media row of its own id (type application/pdf), its chunks move to media_chunks as they
 * are, and keepsake_chunks, which repeated that store, goes. Plain INSERT ... SELECT, so the
 * bytes never pass through the server, and the migration's transaction keeps it all or none.
 */
const CHUNK_BYTES = 256 * 1024;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into media
      (id, account_id, profile_id, conversation_id, client_id, mime_type, byte_size,
       duration_ms, chunk_bytes, created_at)
    select k.id, k.account_id, k.profile_id, k.conversation_id, null, ${sql.lit('application/pdf')},
      coalesce(k.byte_size, 0), 0, ${sql.lit(CHUNK_BYTES)}, k.created_at
    from keepsakes k
    where exists (select 1 from keepsake_chunks c where c.keepsake_id = k.id)`.execute(db);
  await sql`insert into media_chunks (media_id, seq, data)
    select keepsake_id, seq, data from keepsake_chunks`.execute(db);
  await db.schema.dropTable('keepsake_chunks').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('keepsake_chunks')
    .addColumn('keepsake_id', 'varchar(36)', (c) =>
      c.notNull().references('keepsakes.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('keepsake_chunks_pk', ['keepsake_id', 'seq'])
    .execute();
  if (postgres) {
    await sql`alter table keepsake_chunks alter column data set storage external`.execute(db);
  }
  await sql`insert into keepsake_chunks (keepsake_id, seq, data)
    select c.media_id, c.seq, c.data from media_chunks c
    where exists (select 1 from keepsakes k where k.id = c.media_id)`.execute(db);
  await sql`delete from media where exists (select 1 from keepsakes k where k.id = media.id)`.execute(
    db,
  );
}
