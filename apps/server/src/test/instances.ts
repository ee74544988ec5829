import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { migratedDatabase, type FreshDatabase } from './databases.js';
import { Api, testConfig } from './helper.js';
import { TestRedis } from './redis.js';

/** Each instance's Redis connections: publisher, subscriber, rate limits, readiness probe. */
export const REDIS_CLIENTS_PER_APP = 4;

export interface Instances {
  readonly apps: FastifyInstance[];
  readonly urls: string[];
  /** A private Redis the test may stop and restart. */
  readonly redis: TestRedis;
  readonly database: FreshDatabase;
  /** Grandma's conversation made on the first instance, with Sam of another account in it. */
  grandmaAndGrandchild(tag: string): ReturnType<Api['grandmaAndGrandchild']>;
}

/**
 * Two stateless instances on one fresh PostgreSQL database, sharing events and limits through
 * a private Redis: the scale-out set-up, started before the file's tests and stopped after.
 * Call it inside a `describe`; the arrays fill in `beforeAll`, so read them inside tests.
 * `overrides` change both instances' configuration (a short timer, say).
 */
export function twoInstances(overrides: Partial<Config> = {}): Instances {
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  let redis: TestRedis | undefined;
  let database: FreshDatabase | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the instances start in beforeAll');
    return value;
  };

  beforeAll(async () => {
    redis = await TestRedis.start();
    database = await migratedDatabase('postgres');
    for (let i = 0; i < 2; i++) {
      const config = { ...overrides, database: database.config, redisUrl: redis.url };
      const app = await buildApp(testConfig(config));
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.stop();
    await database?.drop();
  });

  return {
    apps,
    urls,
    get redis() {
      return started(redis);
    },
    get database() {
      return started(database);
    },
    grandmaAndGrandchild: (tag) => new Api(started(apps[0])).grandmaAndGrandchild(tag),
  };
}
