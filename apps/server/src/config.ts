import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * SQLite's fsync policy in WAL mode. `full` syncs the WAL at every commit, so an acknowledged
 * write survives a power cut; `normal` syncs only at checkpoints: it survives a process crash,
 * but a power cut may lose the last commits.
 */
export type SqliteSynchronous = 'full' | 'normal';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string; synchronous?: SqliteSynchronous }
  | { kind: 'postgres'; url: string };

/** Where Prometheus metrics are served: their own listener, never the public port. */
export interface MetricsConfig {
  port: number;
  host: string;
}

export interface RateLimitRule {
  /** Attempts allowed within the window before answering 429. */
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  inviteTtlHours: number;
  tokenTtlDays: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  redisUrl: string | null;
  trustProxy: boolean;
  /** The built web app to serve; null serves the API alone. */
  webDistDir: string | null;
  rateLimits: { loginFailures: RateLimitRule; registrations: RateLimitRule };
  /** Events older than this leave the log; a client further behind refetches. */
  eventRetentionDays: number;
  /** Null (the default) serves no metrics at all. */
  metrics: MetricsConfig | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z
    .string({ error: 'PORT must be a number' })
    // Digits only: a blank PORT became port 0 (a random port) and '0x50' became 80.
    .regex(/^\s*\d+\s*$/, { error: 'PORT must be a number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: 'PORT must be a whole number' })
        .min(0, { error: 'PORT must be between 0 and 65535' })
        .max(65535, { error: 'PORT must be between 0 and 65535' }),
    )
    .default(3000),
  HOST: z.string().min(1, { error: 'HOST must not be empty' }).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1, { error: 'DATABASE_URL must not be empty' }).optional(),
  INVITE_TTL_HOURS: z
    .string({ error: 'INVITE_TTL_HOURS must be a number' })
    .refine((v) => v.trim() !== '' && Number.isFinite(Number(v)), {
      error: 'INVITE_TTL_HOURS must be a number',
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .positive({ error: 'INVITE_TTL_HOURS must be more than 0' })
        .max(24 * 365, { error: 'INVITE_TTL_HOURS must be at most a year (8760)' }),
    )
    .default(168),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis:// or rediss://' })
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'TRUST_PROXY must be true or false' })
    .default('false'),
  WEB_DIST_DIR: z.string().optional(),
  EVENT_RETENTION_DAYS: z
    .string({ error: 'EVENT_RETENTION_DAYS must be a number' })
    .regex(/^\s*\d+\s*$/, { error: 'EVENT_RETENTION_DAYS must be a whole number of days' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: 'EVENT_RETENTION_DAYS must be at least 1' })
        .max(3650, { error: 'EVENT_RETENTION_DAYS must be at most 3650' }),
    )
    .default(30),
  SQLITE_SYNCHRONOUS: z
    .enum(['full', 'normal'], { error: 'SQLITE_SYNCHRONOUS must be full or normal' })
    .default('full'),
  METRICS_PORT: z
    .string()
    .regex(/^\s*\d+\s*$/, { error: 'METRICS_PORT must be a number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: 'METRICS_PORT must be between 1 and 65535' })
        .max(65535, { error: 'METRICS_PORT must be between 1 and 65535' }),
    )
    .optional(),
  // Loopback unless the operator names another address: metrics are never public by accident.
  METRICS_HOST: z.string().min(1, { error: 'METRICS_HOST must not be empty' }).default('127.0.0.1'),
});

export function parseDatabaseUrl(url: string | undefined): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: resolve(repoRoot, 'data/hearth.db') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  // Another scheme (mysql://, http://) is a mistake, not a SQLite file named after it.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith('sqlite:')) {
    throw new ConfigError(['DATABASE_URL must be a postgres:// URL or a SQLite file path']);
  }
  const path = url.replace(/^sqlite:(\/\/)?/, '');
  if (!path) throw new ConfigError(['DATABASE_URL must name a SQLite file or a postgres:// URL']);
  return { kind: 'sqlite', file: path === ':memory:' || isAbsolute(path) ? path : resolve(path) };
}

/** Reads and validates the environment once, at boot; nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  // The database URL is checked even when other values are bad, so one run lists every problem.
  let database: DatabaseConfig | null = null;
  try {
    database = parseDatabaseUrl(parsed.success ? parsed.data.DATABASE_URL : env.DATABASE_URL);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  if (!parsed.success || !database || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(['METRICS_PORT must differ from PORT']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    database:
      database.kind === 'sqlite' ? { ...database, synchronous: e.SQLITE_SYNCHRONOUS } : database,
    inviteTtlHours: e.INVITE_TTL_HOURS,
    tokenTtlDays: 30,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL ?? null,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(repoRoot, 'apps/web/dist'),
    rateLimits: {
      loginFailures: { max: 10, windowMs: 15 * 60_000 },
      registrations: { max: 20, windowMs: 60 * 60_000 },
    },
    eventRetentionDays: e.EVENT_RETENTION_DAYS,
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}
