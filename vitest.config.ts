import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; the browser suite has its own config in e2e/.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'scripts'],
  },
});
