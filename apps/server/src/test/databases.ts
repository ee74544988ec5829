import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../config.js';
import type { Db } from '../db/schema.js';
import { databaseUrl, withAdmin } from './pg-admin.js';
import { migratedTemplate } from './pg-template.js';

export type Dialect = DatabaseConfig['kind'];

/** Every contract suite runs against both databases. */
export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

export interface FreshDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** A new, empty database of the given kind that no other test touches. */
export async function freshDatabase(dialect: Dialect): Promise<FreshDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-test-'));
    return {
      config: { kind: 'sqlite', file: join(dir, 'hearth.db') },
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  return pgDatabase();
}

/**
 * A new database with every migration applied. On PostgreSQL it is a copy of a migrated template
 * (made once per set of migrations), a fifth of the time of migrating each new database.
 */
export async function migratedDatabase(dialect: Dialect): Promise<FreshDatabase> {
  if (dialect === 'sqlite') return freshDatabase(dialect);
  return pgDatabase(await migratedTemplate());
}

async function pgDatabase(template?: string): Promise<FreshDatabase> {
  const name = `hearth_test_${randomBytes(6).toString('hex')}`;
  const from = template ? ` TEMPLATE ${template}` : '';
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}${from}`));
  return {
    config: { kind: 'postgres', url: databaseUrl(name) },
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** PostgreSQL sessions of this database waiting for a lock: proof that a test's race is on. */
export async function lockWaiters(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
  return Number(rows[0]!.n);
}
