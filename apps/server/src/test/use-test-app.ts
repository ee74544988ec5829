import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../app.js';
import type { Config } from '../config.js';
import type { Dialect } from './databases.js';
import { buildTestApp, type TestApp } from './helper.js';

/**
 * The suite's app on a fresh database: built before its tests, closed after them (after the
 * suite's own afterAll hooks, which run first). Read `app` and `api` inside hooks and tests.
 */
export function useTestApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(dialect, overrides, options);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp: the app exists only inside hooks and tests');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get api() {
      return current().api;
    },
    close: () => current().close(),
  };
}
