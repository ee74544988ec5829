import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Full-text search over the text and captions of messages (messages.content), the one
 * migration that differs wholly by dialect. Both index words with no stemming and no stop words
 * ('simple' on PostgreSQL, unicode61 on SQLite): a family writes in two languages or more, and
 * a stemmer for one mangles the other, so words are matched as written, diacritics folded
 * ("Zoe" finds "Zoë"), with a prefix on the last word as a person types.
 *
 * SQLite: an FTS5 table over messages' own content (external content, keyed by rowid, which
 * VACUUM and VACUUM INTO keep), kept in step by triggers in the writing transaction. A deleted
 * message's content is emptied by the app, which the update trigger takes out of the index.
 * Prefixes of one to four letters are indexed too: without them "a*" merges the postings of
 * every word starting with a (tens of milliseconds on a million messages), with them it is read
 * like a word; a longer prefix names few words. The index is about three times larger for it.
 * PostgreSQL: a generated tsvector column with a GIN index; headlines use a configuration that
 * folds diacritics the same way, so that the marks land on "Zoë" as well.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // unaccent is a trusted extension: the database's owner may create it.
    await sql`create extension if not exists unaccent`.execute(db);
    // unaccent() is only STABLE (it reads its dictionary by name); a generated column needs an
    // IMMUTABLE expression, which naming the dictionary explicitly makes true.
    await sql`create or replace function hearth_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
    await sql`create text search configuration hearth_headline (copy = simple)`.execute(db);
    await sql`alter text search configuration hearth_headline
      alter mapping for hword, hword_part, word with public.unaccent, simple`.execute(db);
    await sql`alter table messages add column search tsvector
      generated always as (to_tsvector('simple', hearth_unaccent(content))) stored`.execute(db);
    await sql`create index messages_search_idx on messages using gin (search)`.execute(db);
    return;
  }
  await sql`create virtual table message_search using fts5(
    content, content = 'messages', content_rowid = 'rowid',
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4')`.execute(db);
  await sql`create trigger message_search_insert after insert on messages begin
    insert into message_search (rowid, content) values (new.rowid, new.content);
  end`.execute(db);
  // Deleting from an external-content index needs the old text, as it was indexed.
  await sql`create trigger message_search_delete after delete on messages begin
    insert into message_search (message_search, rowid, content)
      values ('delete', old.rowid, old.content);
  end`.execute(db);
  await sql`create trigger message_search_update after update of content on messages begin
    insert into message_search (message_search, rowid, content)
      values ('delete', old.rowid, old.content);
    insert into message_search (rowid, content) values (new.rowid, new.content);
  end`.execute(db);
  await sql`insert into message_search (message_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists messages_search_idx`.execute(db);
    await sql`alter table messages drop column if exists search`.execute(db);
    await sql`drop text search configuration if exists hearth_headline`.execute(db);
    await sql`drop function if exists hearth_unaccent(text)`.execute(db);
    return;
  }
  for (const name of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.raw(`message_search_${name}`)}`.execute(db);
  }
  await sql`drop table if exists message_search`.execute(db);
}
