import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dialectOf, type Database } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import * as messageSearch from '../../db/migrations/0017-message-search.js';
import type { Db } from '../../db/schema.js';
import { DIALECTS, freshDatabase, type FreshDatabase } from '../../test/databases.js';

/** The ids of messages whose indexed words include `word`, read from the index itself. */
async function indexed(db: Db, word: string): Promise<string[]> {
  const query =
    dialectOf(db) === 'sqlite'
      ? sql<{ id: string }>`select m.id from message_search s join messages m on m.rowid = s.rowid
          where message_search match ${`"${word}"`}`
      : sql<{ id: string }>`select id from messages where search @@ to_tsquery('simple', ${word})`;
  return (await query.execute(db)).rows.map((r) => r.id);
}

describe.each(DIALECTS)('the search index migration on %s', (dialect) => {
  let fresh: FreshDatabase;
  let database: Database;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    database = createDatabase(fresh.config);
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });

  it('indexes the messages already there, follows later writes, and comes off cleanly', async () => {
    const db = database.db;
    const now = new Date().toISOString();
    await sql`insert into accounts (id, email_address, password_hash, created_at)
      values ('a1', 'a@example.org', 'x', ${now})`.execute(db);
    await sql`insert into profiles (id, account_id, nickname, created_at)
      values ('p1', 'a1', 'Grandma', ${now})`.execute(db);
    await sql`insert into conversations (id, title, created_by_profile_id, created_at, last_activity_at)
      values ('c1', 'Family', 'p1', ${now}, ${now})`.execute(db);

    // Written before the index existed: the migration's backfill finds it.
    const unknown = db as unknown as Kysely<unknown>;
    await messageSearch.down(unknown);
    await sql`insert into messages (id, conversation_id, profile_id, content, created_at)
      values ('m1', 'c1', 'p1', 'Zoë at the lighthouse', ${now})`.execute(db);
    await messageSearch.up(unknown);
    expect(await indexed(db, 'zoe')).toEqual(['m1']);

    await sql`insert into messages (id, conversation_id, profile_id, content, created_at)
      values ('m2', 'c1', 'p1', 'Another lighthouse', ${now})`.execute(db);
    expect((await indexed(db, 'lighthouse')).sort()).toEqual(['m1', 'm2']);
    await sql`update messages set content = 'A windmill' where id = 'm2'`.execute(db);
    expect(await indexed(db, 'lighthouse')).toEqual(['m1']);
    expect(await indexed(db, 'windmill')).toEqual(['m2']);
    await sql`delete from messages where id = 'm1'`.execute(db);
    expect(await indexed(db, 'zoe')).toEqual([]);
    if (dialect === 'sqlite') {
      // The external-content index agrees with its table, row for row.
      await sql`insert into message_search (message_search) values ('integrity-check')`.execute(db);
    }
  });
});
