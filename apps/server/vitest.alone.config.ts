import { defineConfig } from 'vitest/config';
import server from './vitest.config.js';

// A test that measures the process's memory owns its process: the server project shares
// workers between files, whose leftover work would count in the figure.
export default defineConfig({
  ...server,
  test: {
    ...server.test,
    name: 'server-alone',
    include: ['src/**/*.memory.test.ts'],
    exclude: [],
    isolate: true,
  },
});
