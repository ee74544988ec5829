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

export interface ListeningTestApp extends TestApp {
  /** The app's own address (http://127.0.0.1:port), for sockets and raw requests. */
  readonly url: string;
}

/** `useTestApp`, listening on a port of its own: for the suites that open sockets to it. */
export function useListeningApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): ListeningTestApp {
  const t = useTestApp(dialect, overrides, options);
  let url: string | undefined;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  return extend(t, {
    get url() {
      if (!url) throw new Error('useListeningApp: the address exists only inside hooks and tests');
      return url;
    },
  });
}

/** `base` with `extras` added, their getters kept as getters (read when used, not now). */
export function extend<T extends object, E extends object>(base: T, extras: E): T & E {
  const extended: unknown = Object.create(base);
  return Object.defineProperties(extended, Object.getOwnPropertyDescriptors(extras)) as T & E;
}
