import { Migrator, sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as initial from '../../db/migrations/0001-initial.js';
import * as eventLog from '../../db/migrations/0002-message-kind-and-event-log.js';
import * as media from '../../db/migrations/0003-media.js';
import * as knownDevices from '../../db/migrations/0004-known-devices.js';
import * as children from '../../db/migrations/0006-supervised-children.js';
import { DIALECTS } from '../../test/databases.js';
import { useDatabase } from '../../test/use-database.js';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-message-kind-and-event-log': eventLog,
  '0003-media': media,
  '0004-known-devices': knownDevices,
  '0006-supervised-children': children,
};

describe.each(DIALECTS)(
  'migrating an existing database to supervised children on %s',
  (dialect) => {
    const database = useDatabase(dialect, { migrated: false });

    it("makes each account's first profile the adult, the rest children, approving who they talk with", async () => {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      expect((await migrator.migrateTo('0004-known-devices')).error).toBeUndefined();
      const db = database.db;
      const at = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
      await sql`insert into accounts (id, email_address, password_hash, created_at) values
      ('a1', 'a@example.org', 'x', ${at(1)}), ('b1', 'b@example.org', 'x', ${at(1)})`.execute(db);
      await sql`insert into profiles (id, account_id, nickname, created_at, deleted_at) values
      ('p-gone', 'a1', 'Deleted first', ${at(1)}, ${at(2)}),
      ('p-mum', 'a1', 'Mum', ${at(2)}, null),
      ('p-kid', 'a1', 'Kid', ${at(3)}, null),
      ('p-gran', 'b1', 'Gran', ${at(1)}, null)`.execute(db);
      await sql`insert into conversations (id, title, created_by_profile_id, created_at, last_activity_at)
      values ('c1', 'Family', 'p-gran', ${at(4)}, ${at(4)})`.execute(db);
      await sql`insert into participants (conversation_id, profile_id, joined_at) values
      ('c1', 'p-gran', ${at(4)}), ('c1', 'p-kid', ${at(5)}), ('c1', 'p-mum', ${at(5)})`.execute(db);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const kinds = await db.selectFrom('profiles').select(['id', 'kind']).orderBy('id').execute();
      expect(kinds).toEqual([
        { id: 'p-gone', kind: 'child' },
        { id: 'p-gran', kind: 'adult' },
        { id: 'p-kid', kind: 'child' },
        { id: 'p-mum', kind: 'adult' },
      ]);
      const approvals = await db
        .selectFrom('contact_approvals')
        .select(['child_profile_id', 'profile_id'])
        .execute();
      expect(approvals).toEqual([{ child_profile_id: 'p-kid', profile_id: 'p-gran' }]);
    });
  },
);
