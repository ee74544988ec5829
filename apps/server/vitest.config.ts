import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@hearth/shared': fileURLToPath(
        new URL('../../packages/shared/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.memory.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Files share a worker's loaded modules: importing the app once per worker instead of once
    // per file more than halves the suite's CPU. Every file builds its own app and database.
    isolate: false,
    hookTimeout: 60_000,
  },
});
