import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; the browser suite has its own config in e2e/.
export default defineConfig({
  test: {
    // Both cores: Vitest's default leaves one free, which halves a 2-core CI machine. Every
    // file has its own app, databases and ports, so two at once share nothing.
    maxWorkers: 2,
    projects: [
      'packages/shared',
      'apps/server',
      'apps/server/vitest.alone.config.ts',
      'apps/web',
      'scripts',
    ],
  },
});
