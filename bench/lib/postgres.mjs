// Throwaway PostgreSQL databases on the local server, one per arm run, dropped afterwards.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function hasPgbench() {
  return spawnSync('pgbench', ['--version']).status === 0;
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `hearth_bench_<pid>_<n>` and returns its URL and a drop function. */
export async function tempPgDatabase() {
  const name = `hearth_bench_${process.pid}_${Date.now() % 100000}`;
  await admin(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
