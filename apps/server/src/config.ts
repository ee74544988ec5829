import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
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

/**
 * Which proxies in front of the server to believe about the client's address: none (false), the
 * nearest N hops, or the proxies at these addresses. The client is the rightmost address of
 * X-Forwarded-For that is not a trusted proxy, never what the client itself wrote at the left.
 */
export type TrustProxy = false | number | string[];

/**
 * How long a connection may take, in milliseconds. Generous enough for a phone on a bad network
 * (a 1 MB body at 4 kB/s arrives within the request limit), short enough that a request whose
 * body stalls or trickles does not hold its memory for long.
 */
export interface HttpTimeouts {
  /** The request line and headers must arrive within this (answered 408). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (answered 408). */
  requestMs: number;
  /** No byte in either direction for this long closes the connection: a stalled body. */
  idleMs: number;
  /** An idle kept-alive connection between requests; above a load balancer's 60 s. */
  keepAliveMs: number;
  /** How often Node looks for requests past their deadlines. */
  checkIntervalMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 30_000,
  requestMs: 300_000,
  idleMs: 30_000,
  keepAliveMs: 65_000,
  checkIntervalMs: 5_000,
};

/** Password hashes: at most `slots` at a time, at most `waiting` queued; past that, 429. */
export interface HashQueueLimits {
  slots: number;
  waiting: number;
}

/** One hash per core; a queue a few hundred milliseconds of hashing long. */
export function defaultHashQueue(): HashQueueLimits {
  const slots = Math.max(1, availableParallelism());
  return { slots, waiting: 16 * slots };
}

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  inviteTtlHours: number;
  tokenTtlDays: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  redisUrl: string | null;
  trustProxy: TrustProxy;
  httpTimeouts: HttpTimeouts;
  /** The built web app to serve; null serves the API alone. */
  webDistDir: string | null;
  rateLimits: { loginFailures: RateLimitRule; registrations: RateLimitRule };
  /** Events older than this leave the log; a client further behind refetches. */
  eventRetentionDays: number;
  /** Null (the default) serves no metrics at all. */
  metrics: MetricsConfig | null;
  media: MediaConfig;
  hashQueue: HashQueueLimits;
  push: PushConfig;
  /** Absent: no ICE servers (host candidates, one network) and a 45 s ring. */
  calls?: CallsConfig;
}

export interface CallsConfig {
  /** STUN and TURN URLs handed to every call's participants. */
  iceServers: string[];
  /** coturn's `static-auth-secret`: TURN URLs get time-limited credentials made with it. */
  turnSecret: string | null;
  /** How long those credentials work. */
  turnTtlSeconds: number;
  /** A call nobody answers within this ends as missed. */
  ringTimeoutMs: number;
  /** A participant whose app went away without hanging up leaves after this, unless back. */
  disconnectGraceMs: number;
}

export const DEFAULT_CALLS: CallsConfig = {
  iceServers: [],
  turnSecret: null,
  turnTtlSeconds: 3600,
  ringTimeoutMs: 45_000,
  disconnectGraceMs: 30_000,
};

const ICE_URL = /^(stun|stuns|turn|turns):[^\s,]+$/;
const ICE_SERVERS_PROBLEM =
  'ICE_SERVERS must be a comma-separated list of stun:, stuns:, turn: or turns: URLs';

export interface PushConfig {
  /** How push services reach the operator (VAPID `sub`): a mailto: or https: address. */
  subject: string;
}

export interface MediaConfig {
  /** What one account's uploads may take in all. */
  quotaBytes: number;
  /** Signs media links; null uses a secret made at the first start and kept in the database. */
  urlSecret: string | null;
  /** How long a media link plays after it was handed out (rounded up to the hour). */
  urlTtlSeconds: number;
  /** Bytes that uploads being received may hold in this process's memory, all together. */
  uploadBufferBytes: number;
}

/**
 * A 200 MB video and a few photos or recordings at once, whatever the number of accounts
 * sending them; past it uploads wait (429).
 */
export const UPLOAD_BUFFER_BYTES = 320 * 1024 * 1024;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** A whole number from the environment, within bounds, with one sentence for every mistake. */
function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const error = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error })
    .regex(/^\s*\d+\s*$/, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }))
    .default(fallback);
}

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
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_PROBLEM });
      return trust ?? false;
    }),
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
  MEDIA_QUOTA_MB: wholeNumber('MEDIA_QUOTA_MB', 10, 1024 * 1024, 2048),
  MEDIA_URL_SECRET: z
    .string()
    .min(32, { error: 'MEDIA_URL_SECRET must be at least 32 characters' })
    .optional(),
  MEDIA_URL_TTL_HOURS: wholeNumber('MEDIA_URL_TTL_HOURS', 1, 24 * 30, 24),
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, {
      error: 'PUSH_SUBJECT must be a mailto: or https:// address',
    })
    .default('mailto:push@hearth.invalid'),
  ICE_SERVERS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const urls = value
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== '');
      if (!urls.every((url) => ICE_URL.test(url))) {
        ctx.addIssue({ code: 'custom', message: ICE_SERVERS_PROBLEM });
      }
      return urls;
    }),
  TURN_SECRET: z
    .string()
    .min(16, { error: 'TURN_SECRET must be at least 16 characters' })
    .optional(),
  TURN_TTL_SECONDS: wholeNumber('TURN_TTL_SECONDS', 60, 86_400, 3600),
  CALL_RING_SECONDS: wholeNumber('CALL_RING_SECONDS', 10, 300, 45),
});

const TRUST_PROXY_PROBLEM =
  'TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges';

// proxy-addr's names for the private ranges, which Fastify accepts in the list too.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify takes it, or null when it is none of the accepted forms. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  // `true` once meant "believe every hop", which let a client choose its address: now it is
  // the one proxy the README's example puts in front.
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : null;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

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
  // A TURN server of coturn's use-auth-secret kind accepts no one without credentials.
  if (!e.TURN_SECRET && e.ICE_SERVERS.some((url) => url.startsWith('turn'))) {
    throw new ConfigError(['TURN_SECRET must be set when ICE_SERVERS names a turn: URL']);
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
    trustProxy: e.TRUST_PROXY,
    httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(repoRoot, 'apps/web/dist'),
    rateLimits: {
      loginFailures: { max: 10, windowMs: 15 * 60_000 },
      registrations: { max: 20, windowMs: 60 * 60_000 },
    },
    eventRetentionDays: e.EVENT_RETENTION_DAYS,
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    media: {
      quotaBytes: e.MEDIA_QUOTA_MB * 1024 * 1024,
      urlSecret: e.MEDIA_URL_SECRET ?? null,
      urlTtlSeconds: e.MEDIA_URL_TTL_HOURS * 3600,
      uploadBufferBytes: UPLOAD_BUFFER_BYTES,
    },
    hashQueue: defaultHashQueue(),
    push: { subject: e.PUSH_SUBJECT },
    calls: {
      iceServers: e.ICE_SERVERS,
      turnSecret: e.TURN_SECRET ?? null,
      turnTtlSeconds: e.TURN_TTL_SECONDS,
      ringTimeoutMs: e.CALL_RING_SECONDS * 1000,
      disconnectGraceMs: DEFAULT_CALLS.disconnectGraceMs,
    },
  };
}
