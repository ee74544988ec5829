import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialectOf } from '../../db/database.js';
import * as messageSearch from '../../db/migrations/0017-message-search.js';
import type { Db } from '../../db/schema.js';
import { DIALECTS } from '../../test/databases.js';
import { seedFamily, useDatabase } from '../../test/use-database.js';

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
  const database = useDatabase(dialect);

  it('indexes the messages already there, follows later writes, and comes off cleanly', async () => {
    const db = database.db;
    const now = new Date().toISOString();
    await seedFamily(db, now);

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
