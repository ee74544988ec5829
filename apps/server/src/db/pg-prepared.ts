import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

// Queries with more bound values are one-offs (long `in (...)` lists): planned each time, so
// that the statements a connection keeps stay few.
const PREPARED_MAX_PARAMETERS = 32;
const NAMES_KEPT = 10_000;
const names = new Map<string, string>();

/** The same text always gets the same name, on every connection and every instance. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `hearth_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < NAMES_KEPT) names.set(text, name);
  }
  return name;
}

/**
 * The pool Kysely is given on PostgreSQL: each query with bound values runs as a named prepared
 * statement, so a pooled connection parses and plans it once instead of at every call (the
 * pairwise model's PostgreSQL run: about 20% less time; docs/benchmarks.md).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      function query(text: string | pg.Submittable, values: readonly unknown[] = []) {
        // A cursor (Kysely's streaming) is passed on as it is.
        if (typeof text !== 'string') return client.query(text);
        return values.length === 0 || values.length > PREPARED_MAX_PARAMETERS
          ? client.query(text, [...values])
          : client.query({ name: statementName(text), text, values: [...values] });
      }
      // pg's and Kysely's typings of the same two call shapes do not line up.
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
