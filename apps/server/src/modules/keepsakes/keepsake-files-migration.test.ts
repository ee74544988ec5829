import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as keepsakeFiles from '../../db/migrations/0020-keepsake-files-in-media.js';
import { DIALECTS } from '../../test/databases.js';
import { seedFamily, useDatabase } from '../../test/use-database.js';
import { CHUNK_BYTES, fileBytes } from '../media/media-chunks.js';
import { usedBytes } from '../media/media.repository.js';

describe.each(DIALECTS)('the migration of keepsake files to media chunks on %s', (dialect) => {
  const database = useDatabase(dialect);

  it('moves every stored book into the one chunk store, byte for byte, and comes off cleanly', async () => {
    const db = database.db;
    const unknown = db as unknown as Kysely<unknown>;
    const now = new Date().toISOString();
    await seedFamily(db, now);
    for (const [id, status] of [
      ['k-ready', 'ready'],
      ['k-making', 'making'],
    ]) {
      await sql`insert into keepsakes (id, account_id, profile_id, conversation_id, title,
          from_day, to_day, page_size, origin, status, created_at)
        values (${id}, 'a1', 'p1', 'c1', 'Our year', '2026-01-01', '2026-12-31', 'A5',
          'https://hearth.example', ${status}, ${now})`.execute(db);
    }

    // A book stored the old way: its own chunk table, before the migration.
    await keepsakeFiles.down(unknown);
    const pdf = Buffer.concat([Buffer.alloc(CHUNK_BYTES, 7), Buffer.from('%%EOF\n')]);
    await sql`update keepsakes set byte_size = ${pdf.length} where id = 'k-ready'`.execute(db);
    const chunks = [pdf.subarray(0, CHUNK_BYTES), pdf.subarray(CHUNK_BYTES)];
    for (const [seq, data] of chunks.entries()) {
      await sql`insert into keepsake_chunks (keepsake_id, seq, data)
        values ('k-ready', ${seq}, ${data})`.execute(db);
    }
    await keepsakeFiles.up(unknown);

    const files = await db.selectFrom('media').selectAll().orderBy('id').execute();
    expect(files.map((f) => [f.id, f.mime_type, f.byte_size, f.chunk_bytes])).toEqual([
      ['k-ready', 'application/pdf', pdf.length, CHUNK_BYTES],
    ]);
    expect((await fileBytes(db, 'k-ready')).equals(pdf)).toBe(true);
    // A book is no upload: the account's room for uploads is as it was.
    expect(await usedBytes(db, 'a1')).toBe(0);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('keepsake_chunks');

    // Down and up again: the bytes go back to the old table and return unchanged.
    await keepsakeFiles.down(unknown);
    expect(await db.selectFrom('media').select('id').execute()).toEqual([]);
    await keepsakeFiles.up(unknown);
    expect((await fileBytes(db, 'k-ready')).equals(pdf)).toBe(true);
  });
});
