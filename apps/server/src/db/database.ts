import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type Compilable,
  type CompiledQuery,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { PoolStats } from '../lib/metrics.js';
import { preparingPool, statementName } from './pg-prepared.js';
import type { DatabaseSchema, Db } from './schema.js';
import { startCheckpointer } from './checkpointer.js';
import { WalSync, type Flush } from './wal-sync.js';

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** PostgreSQL's connection pool, for metrics; null on SQLite (one connection, no pool). */
  poolStats: (() => PoolStats) | null;
  close(): Promise<void>;
}

function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL. At `full` every commit reaches the disk before its answer, so nothing acknowledged is
  // lost to a process crash or a power cut: SQLite commits at NORMAL and WalSync flushes the WAL
  // off the event loop before anything is answered or announced (an fsync inside each COMMIT
  // blocked the only JavaScript thread). `normal` (an operator's choice) skips that flush and
  // survives process crashes only.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // What a family erases is overwritten with zeros, not left readable in free pages of the file.
  sqlite.pragma('secure_delete = ON');
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which costs about as much as running a
 * small indexed query. The SQL text of a Kysely query is the same on every call, only the parameters change, so a prepared
 * statement is kept per text. Statements are run with all()/run() only (nothing streams), so a
 * statement is never busy when it is reused; a schema change re-prepares it inside SQLite.
 */
function withStatementCache(
  sqlite: SQLite.Database,
  tally: ChangeTally,
  onWrite?: () => void,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        // Bounded: queries with `in (...)` lists make one text per list length.
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        const prepared = sqlite.prepare(sql);
        const writes = !prepared.readonly || ENDS_TRANSACTION.test(sql);
        statement = (writes
          ? counted(prepared, tally, onWrite)
          : prepared) as unknown as SqliteStatement;
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * SQLite calls COMMIT read-only (it only says when the transaction's writes land), but that is
 * when they reach the WAL: a flush that ran between an insert and its COMMIT did not carry them.
 */
const ENDS_TRANSACTION = /^\s*(commit|end|release)\b/i;

/** What a SQLite connection has changed so far, for a group commit to tell who wrote. */
export interface ChangeTally {
  /** Rows inserted, updated or deleted by the statements that completed (failed ones undo theirs). */
  changes: number;
  /** False once SQLite has ended the transaction itself (it may, on a full disk or an I/O error). */
  readonly inTransaction: boolean;
}

/**
 * A statement that may write (COMMIT, an insert, ...): each run tells `onWrite` first, and adds
 * the rows it changed to the tally (a RETURNING statement returns one row per changed row).
 */
function counted(statement: SQLite.Statement, tally: ChangeTally, onWrite?: () => void) {
  return {
    reader: statement.reader,
    all: (parameters: unknown[]) => {
      onWrite?.();
      const rows = statement.all(parameters);
      tally.changes += rows.length;
      return rows;
    },
    run: (parameters: unknown[]) => {
      onWrite?.();
      const result = statement.run(parameters);
      tally.changes += result.changes;
      return result;
    },
    // Nothing streams a write today; counted as a change, which is never the unsafe guess.
    iterate: (parameters: unknown[]) => {
      onWrite?.();
      tally.changes += 1;
      return statement.iterate(parameters);
    },
  };
}

/** The WAL flusher of each SQLite database opened at `full`. */
const walSyncs = new WeakMap<Db, WalSync>();

/**
 * Resolves once every write made on `db` so far would survive a power cut: at once on
 * PostgreSQL (its commit waits for its own WAL flush) and on SQLite at `normal`.
 */
export function whenDurable(db: Db): Promise<void> {
  return pendingFlush(db) ?? NOTHING_PENDING;
}
const NOTHING_PENDING = Promise.resolve();

/** As `whenDurable`, but null when nothing waits for the disk (no promise on the hot path). */
export function pendingFlush(db: Db): Promise<void> | null {
  return walSyncs.get(db)?.pending() ?? null;
}

export function createDatabase(
  config: DatabaseConfig,
  options: { flush?: Flush; log?: (message: string) => void } = {},
): Database {
  if (config.kind === 'sqlite') {
    const onDisk = config.file !== ':memory:';
    const flushes = (config.synchronous ?? 'full') === 'full' && onDisk;
    const walSync = flushes ? new WalSync(`${config.file}-wal`, options.flush) : null;
    const connection = openSqlite(config.file);
    const checkpointer = onDisk ? startCheckpointer(connection, config.file, options.log) : null;
    const tally: ChangeTally = {
      changes: 0,
      get inTransaction() {
        return connection.inTransaction;
      },
    };
    const sqlite = withStatementCache(
      connection,
      tally,
      walSync ? () => walSync.noteWrite() : undefined,
    );
    const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
    connections.set(db, { statements: sqlite, tally });
    if (walSync) walSyncs.set(db, walSync);
    const close = async () => {
      await walSync?.close();
      await checkpointer?.close();
      await db.destroy();
    };
    return { db, kind: 'sqlite', poolStats: null, close };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  // PostgreSQL ending an idle pooled connection (restart, failover, DROP DATABASE ... FORCE)
  // emits 'error' on the pool; unhandled, that crashed the process (seen in the server tests as
  // an unhandled 57P01). The pool has already dropped that client and connects anew on demand.
  pool.on('error', () => undefined);
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
  });
  pools.set(db, pool);
  const poolStats = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return { db, kind: 'postgres', poolStats, close: () => db.destroy() };
}

/** The one connection of each SQLite database: its statement cache and what it has changed. */
const connections = new WeakMap<Db, { statements: SqliteDatabase; tally: ChangeTally }>();
/** The connection pool of each PostgreSQL database. */
const pools = new WeakMap<Db, pg.Pool>();

/**
 * Runs a compiled query of `db` on `executor` (`db` itself or one of its transactions).
 *
 * Inside a SQLite transaction, which holds the one connection until it ends, the statement runs
 * on that connection at once: Kysely's own path (a connection hand-off and a promise per step)
 * costs as much as a send's small indexed statements.
 *
 * On PostgreSQL outside a transaction, a query given a `name` runs as a named prepared
 * statement: each pooled connection parses and plans it once (planning cost more than running).
 *
 * Anything else takes Kysely's path, which waits for the connection to be free.
 */
export async function runCompiled<R>(
  db: Db,
  executor: Db,
  query: CompiledQuery<R>,
  name?: string,
): Promise<R[]> {
  if (executor.isTransaction) {
    const connection = connections.get(db);
    if (connection) {
      const statement = connection.statements.prepare(query.sql);
      if (statement.reader) return statement.all(query.parameters) as R[];
      statement.run(query.parameters);
      return [];
    }
  } else if (name !== undefined) {
    const pool = pools.get(db);
    if (pool) {
      const result = await pool.query({ name, text: query.sql, values: [...query.parameters] });
      return result.rows as R[];
    }
  }
  return (await executor.executeQuery<R>(query)).rows;
}

/** The change tally of a SQLite database; undefined on PostgreSQL. */
export function changeTally(db: Db): ChangeTally | undefined {
  return connections.get(db)?.tally;
}

/** Which database a Kysely instance (or transaction) talks to, for the few dialect-specific paths. */
export function dialectOf(db: Db): DatabaseConfig['kind'] {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

const PLACEHOLDER = '\u0000hearth-param:';

/**
 * A query on the hot path, built and compiled by Kysely once per database (the send profile
 * showed Kysely's builder and compiler at a quarter of the CPU), then run again with new
 * parameters. `build` receives placeholder strings for its arguments; each becomes a bound
 * parameter, replaced by the real value on every call. Only string arguments, compared or
 * inserted as values, may be placeholders, read property by property (the placeholder object
 * has no keys to spread); an array of strings may stand where the query binds one array (a
 * PostgreSQL `unnest`). Same SQL, same parameters: behaviour is unchanged. Run outside a
 * transaction on PostgreSQL, it is a named prepared statement, planned once per connection.
 */
export function precompiled<
  A extends Record<string, string | readonly (string | null)[] | null>,
  R,
>(build: (db: Db, args: A) => Compilable<R>) {
  const compiledFor = new WeakMap<
    Db,
    { query: CompiledQuery<R>; slots: (keyof A | null)[]; name: string }
  >();
  const placeholders = new Proxy({} as A, { get: (_t, key) => `${PLACEHOLDER}${String(key)}` });
  /** `db` compiles (and caches); `executor` (a transaction, or `db` itself) runs the query. */
  return async (db: Db, args: A, executor: Db = db): Promise<R[]> => {
    let entry = compiledFor.get(db);
    if (!entry) {
      const query = build(db, placeholders).compile();
      const slots = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(PLACEHOLDER)
          ? (value.slice(PLACEHOLDER.length) as keyof A)
          : null,
      );
      const name = statementName(query.sql);
      entry = { query, slots, name };
      compiledFor.set(db, entry);
    }
    const { query, slots, name } = entry;
    const parameters = slots.map((slot, i) => (slot === null ? query.parameters[i] : args[slot]));
    return runCompiled(db, executor, { ...query, parameters }, name);
  };
}

/** True when the error is a unique-constraint violation, in either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
