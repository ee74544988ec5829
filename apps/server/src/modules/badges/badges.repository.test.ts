import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { lockProfile } from './badges.repository.js';

// Row locks exist on PostgreSQL only; SQLite runs one writer at a time.
describe('the badge lock on a profile, on postgres', () => {
  let t: TestApp;
  let other: Database;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    other = createDatabase(t.app.ctx.config.database);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('serialises badge-earning sends of a profile but lets its uploads check their key', async () => {
    const gran = await t.api.family('lock@example.org', 'Grandma', 'Locks');
    const keyShare = () =>
      sql`select id from profiles where id = ${gran.profile.id} for key share nowait`.execute(
        other.db,
      );
    const update = () =>
      sql`select id from profiles where id = ${gran.profile.id} for no key update nowait`.execute(
        other.db,
      );
    await t.app.ctx.db.transaction().execute(async (trx) => {
      await lockProfile(trx, gran.profile.id);
      // An upload's foreign key check on the profile (the media row) is not blocked...
      await expect(keyShare()).resolves.toBeDefined();
      // ...while another badge-earning send of the same profile waits its turn.
      await expect(update()).rejects.toThrow(/could not obtain lock/);
    });
  });
});
