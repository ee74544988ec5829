import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { databaseUrl, withAdmin } from './pg-admin.js';

// One key for every test process of the machine: the first to ask builds, the others wait.
const LOCK = 0x4845_4152; // "HEAR"

let template: Promise<string> | undefined;

/**
 * The name of a PostgreSQL database holding every migration of this source tree, to copy new
 * test databases from. Named by a hash of the migrations, so a changed migration gets a new one.
 */
export function migratedTemplate(): Promise<string> {
  template ??= buildTemplate();
  return template;
}

function migrationsHash(): string {
  const dir = fileURLToPath(new URL('../db/migrations/', import.meta.url));
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) {
    hash.update(file).update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<string> {
  const name = `hearth_template_${migrationsHash()}`;
  return withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [LOCK]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      // Built under another name and renamed when whole: a process stopped halfway leaves no
      // half-migrated template behind.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = createDatabase({ kind: 'postgres', url: databaseUrl(building) });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
      await untilUnused(admin, building);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [LOCK]);
    }
  });
}

/** Renaming, like copying, needs the database without sessions; the pool's may still be ending. */
async function untilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    const { rows } = await admin.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]!.n === '0') return;
    if (tries === 100) throw new Error(`${name} still has sessions after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
