import { isAbsolute, join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config.js';

const TRUST_PROXY_PROBLEM =
  'TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges';

/** The problems loadConfig reports for this environment; fails when it accepts it. */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    // The message printed at boot names every problem on its own line.
    for (const problem of problems) expect((error as Error).message).toContain(`  - ${problem}`);
    return problems;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has the defaults of the issue', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.inviteTtlHours).toBe(168);
    expect(config.logLevel).toBe('info');
    expect(config.redisUrl).toBeNull();
    expect(config.trustProxy).toBe(false);
    expect(config.tokenTtlDays).toBe(30);
    expect(config.metrics).toBeNull();
    expect(config.database).toMatchObject({ synchronous: 'full' });
    expect(config.database.kind).toBe('sqlite');
    const file = (config.database as { file: string }).file;
    expect(isAbsolute(file)).toBe(true);
    expect(file.endsWith(`${sep}${join('data', 'hearth.db')}`)).toBe(true);
    // Under the repository's data folder, wherever the process was started from.
    expect(file).toBe(resolve(import.meta.dirname, '../../../data/hearth.db'));
  });

  it('keeps uploads to 2 GB an account, holds at most 320 MB of them in memory and signs media links for a day by default', () => {
    expect(loadConfig({}).media).toEqual({
      quotaBytes: 2048 * 1024 * 1024,
      urlSecret: null,
      urlTtlSeconds: 24 * 3600,
      uploadBufferBytes: 320 * 1024 * 1024,
    });
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ MEDIA_QUOTA_MB: '100', MEDIA_URL_SECRET: secret, MEDIA_URL_TTL_HOURS: '2' })
        .media,
    ).toMatchObject({ quotaBytes: 100 * 1024 * 1024, urlSecret: secret, urlTtlSeconds: 7200 });
  });

  it.each([
    [{ MEDIA_QUOTA_MB: '2GB' }, 'MEDIA_QUOTA_MB must be a whole number from 10 to 1048576'],
    [{ MEDIA_QUOTA_MB: '0' }, 'MEDIA_QUOTA_MB must be a whole number from 10 to 1048576'],
    [{ MEDIA_URL_SECRET: 'short' }, 'MEDIA_URL_SECRET must be at least 32 characters'],
    [{ MEDIA_URL_TTL_HOURS: '0' }, 'MEDIA_URL_TTL_HOURS must be a whole number from 1 to 720'],
    [{ MEDIA_URL_TTL_HOURS: '1.5' }, 'MEDIA_URL_TTL_HOURS must be a whole number from 1 to 720'],
  ])('refuses media setting %o with a clear message', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('calls without configuration: no ICE servers (one network), a 45 s ring', () => {
    expect(loadConfig({}).calls).toEqual({
      iceServers: [],
      turnSecret: null,
      turnTtlSeconds: 3600,
      ringTimeoutMs: 45_000,
      disconnectGraceMs: 30_000,
    });
  });

  it('reads STUN and TURN servers, the TURN secret and times', () => {
    const secret = 's'.repeat(16);
    const calls = loadConfig({
      ICE_SERVERS:
        ' stun:stun.example.org:3478 , turn:turn.example.org:3478?transport=udp,,turns:turn.example.org:5349',
      TURN_SECRET: secret,
      TURN_TTL_SECONDS: '600',
      CALL_RING_SECONDS: '30',
    }).calls;
    expect(calls).toMatchObject({
      iceServers: [
        'stun:stun.example.org:3478',
        'turn:turn.example.org:3478?transport=udp',
        'turns:turn.example.org:5349',
      ],
      turnSecret: secret,
      turnTtlSeconds: 600,
      ringTimeoutMs: 30_000,
    });
    // STUN alone needs no secret.
    expect(loadConfig({ ICE_SERVERS: 'stun:stun.example.org' }).calls?.turnSecret).toBeNull();
  });

  const ICE_PROBLEM =
    'ICE_SERVERS must be a comma-separated list of stun:, stuns:, turn: or turns: URLs';
  it.each([
    [{ ICE_SERVERS: 'http://turn.example.org' }, ICE_PROBLEM],
    [{ ICE_SERVERS: 'stun:a.example.org turn:b.example.org' }, ICE_PROBLEM],
    [{ ICE_SERVERS: 'turn:' }, ICE_PROBLEM],
    [{ TURN_SECRET: 'short' }, 'TURN_SECRET must be at least 16 characters'],
    [{ TURN_TTL_SECONDS: '59' }, 'TURN_TTL_SECONDS must be a whole number from 60 to 86400'],
    [{ TURN_TTL_SECONDS: '86401' }, 'TURN_TTL_SECONDS must be a whole number from 60 to 86400'],
    [{ TURN_TTL_SECONDS: '1h' }, 'TURN_TTL_SECONDS must be a whole number from 60 to 86400'],
    [{ CALL_RING_SECONDS: '9' }, 'CALL_RING_SECONDS must be a whole number from 10 to 300'],
    [{ CALL_RING_SECONDS: '301' }, 'CALL_RING_SECONDS must be a whole number from 10 to 300'],
    [{ CALL_RING_SECONDS: '4.5' }, 'CALL_RING_SECONDS must be a whole number from 10 to 300'],
    [
      { ICE_SERVERS: 'stun:s.example.org,turn:t.example.org' },
      'TURN_SECRET must be set when ICE_SERVERS names a turn: URL',
    ],
  ])('refuses call setting %o with a clear message', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root' }).port).toBe(3000);
  });

  it('reads good values', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      INVITE_TTL_HOURS: '0.5',
      LOG_LEVEL: 'silent',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      inviteTtlHours: 0.5,
      logLevel: 'silent',
      redisUrl: 'redis://cache:6379',
      trustProxy: 1,
    });
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ REDIS_URL: 'rediss://secure:6380' }).redisUrl).toBe('rediss://secure:6380');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'normal' }).database).toMatchObject({
      synchronous: 'normal',
    });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    // `true` is one hop, the README's nginx: believing every hop let a client pick its address.
    ['true', 1],
    ['TRUE', 1],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10', ['10.0.0.0/8', '192.168.1.10']],
    ['::1,fd00::/8,loopback', ['::1', 'fd00::/8', 'loopback']],
  ] as const)('reads TRUST_PROXY=%s', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it.each([
    ['postgres://hearth:pw@db:5432/hearth'],
    ['postgresql://hearth@localhost/hearth?sslmode=require'],
  ])('selects PostgreSQL for %s', (url) => {
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
  });

  it.each([
    ['/var/lib/hearth/app.db', '/var/lib/hearth/app.db'],
    ['sqlite:///var/lib/hearth/app.db', '/var/lib/hearth/app.db'],
    ['sqlite::memory:', ':memory:'],
    ['relative/app.db', resolve('relative/app.db')],
  ])('selects SQLite for %s', (url, file) => {
    const database = { kind: 'sqlite', file, synchronous: 'full' };
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual(database);
    expect(parseDatabaseUrl(url)).toEqual({ kind: 'sqlite', file });
  });

  it.each<[Record<string, string>, string]>([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ PORT: '' }, 'PORT must be a number'],
    [{ PORT: '   ' }, 'PORT must be a number'],
    [{ PORT: '0x50' }, 'PORT must be a number'],
    [{ PORT: '80.5' }, 'PORT must be a number'],
    [{ PORT: '-1' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ PORT: '65536' }, 'PORT must be between 0 and 65535'],
    [{ INVITE_TTL_HOURS: '-1' }, 'INVITE_TTL_HOURS must be more than 0'],
    [{ INVITE_TTL_HOURS: '0' }, 'INVITE_TTL_HOURS must be more than 0'],
    [{ INVITE_TTL_HOURS: 'week' }, 'INVITE_TTL_HOURS must be a number'],
    [{ INVITE_TTL_HOURS: '' }, 'INVITE_TTL_HOURS must be a number'],
    [{ INVITE_TTL_HOURS: 'Infinity' }, 'INVITE_TTL_HOURS must be a number'],
    [{ INVITE_TTL_HOURS: '9000' }, 'INVITE_TTL_HOURS must be at most a year (8760)'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      { LOG_LEVEL: 'INFO' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ HOST: '' }, 'HOST must not be empty'],
    [{ DATABASE_URL: '' }, 'DATABASE_URL must not be empty'],
    [{ DATABASE_URL: 'sqlite://' }, 'DATABASE_URL must name a SQLite file or a postgres:// URL'],
    [
      { DATABASE_URL: 'mysql://db/hearth' },
      'DATABASE_URL must be a postgres:// URL or a SQLite file path',
    ],
    [
      { DATABASE_URL: 'http://db/hearth' },
      'DATABASE_URL must be a postgres:// URL or a SQLite file path',
    ],
    [{ SQLITE_SYNCHRONOUS: 'off' }, 'SQLITE_SYNCHRONOUS must be full or normal'],
    [{ SQLITE_SYNCHRONOUS: 'FULL' }, 'SQLITE_SYNCHRONOUS must be full or normal'],
    [{ METRICS_PORT: 'abc' }, 'METRICS_PORT must be a number'],
    [{ METRICS_PORT: '' }, 'METRICS_PORT must be a number'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT must be between 1 and 65535'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be between 1 and 65535'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT must differ from PORT'],
    [{ METRICS_HOST: '' }, 'METRICS_HOST must not be empty'],
    ...[
      'yes',
      '',
      '-1',
      '11',
      '1.5',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/8',
      'nginx',
      '10.0.0.1,',
    ].map((value): [Record<string, string>, string] => [
      { TRUST_PROXY: value },
      TRUST_PROXY_PROBLEM,
    ]),
  ])('refuses %o with a clear message', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('lists several problems at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      INVITE_TTL_HOURS: '-1',
      LOG_LEVEL: 'loud',
      REDIS_URL: 'http://x',
      DATABASE_URL: 'mysql://db/hearth',
    });
    expect(problems.sort()).toEqual(
      [
        'PORT must be a number',
        'INVITE_TTL_HOURS must be more than 0',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
        'REDIS_URL must start with redis:// or rediss://',
        'DATABASE_URL must be a postgres:// URL or a SQLite file path',
      ].sort(),
    );
  });

  it('opens its message with a heading a person can read', () => {
    try {
      loadConfig({ PORT: '70000' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe(
        'Invalid configuration:\n  - PORT must be between 0 and 65535',
      );
      expect((error as Error).name).toBe('ConfigError');
    }
  });
});
