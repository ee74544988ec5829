import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db } from '../db/schema.js';
import { freshDatabase, type Dialect, type FreshDatabase } from './databases.js';

export interface OpenDatabase {
  /** The suite's own database, open from its first hook to after its last. */
  readonly db: Db;
}

/**
 * A database of the suite's own for a migration's tests, with no app in front of it: fresh, then
 * migrated to the latest unless `migrated` is false; closed and dropped after the suite.
 */
export function useDatabase(dialect: Dialect, { migrated = true } = {}): OpenDatabase {
  let fresh: FreshDatabase | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    database = createDatabase(fresh.config);
    if (migrated) await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });
  return {
    get db() {
      if (!database)
        throw new Error('useDatabase: the database exists only inside hooks and tests');
      return database.db;
    },
  };
}

/** The rows most migration tests start from: account a1, its profile p1 and conversation c1. */
export async function seedFamily(db: Db, now = new Date().toISOString()): Promise<void> {
  await sql`insert into accounts (id, email_address, password_hash, created_at)
    values ('a1', 'a@example.org', 'x', ${now})`.execute(db);
  await sql`insert into profiles (id, account_id, nickname, created_at)
    values ('p1', 'a1', 'Grandma', ${now})`.execute(db);
  await sql`insert into conversations (id, title, created_by_profile_id, created_at, last_activity_at)
    values ('c1', 'Family', 'p1', ${now}, ${now})`.execute(db);
}
