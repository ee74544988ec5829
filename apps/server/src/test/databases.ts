import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Db } from '../db/schema.js';

export type Dialect = DatabaseConfig['kind'];

/** Every contract suite runs against both databases. */
export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

// Tests may read the environment: only the application itself must not.
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface FreshDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${ADMIN_URL} (set TEST_POSTGRES_URL): ${String(error)}`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
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
  const name = `hearth_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
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
