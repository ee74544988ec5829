import { defineConfig } from 'vitest/config';

// Browser journeys against the built app served by the real server (npm run build first).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    // A browser on a busy two-core machine can take seconds to settle; polls wait up to 10 s.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // Each file starts its own server and browser; two at a time fit two cores.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
